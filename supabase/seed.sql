-- Blog posts for a first look and for development: 14 published articles and 3 drafts.
-- Applied once to a fresh database (by the local stack, or `supabase db reset`); not idempotent.
-- read_time = ceil(words / 200), words counted in the text without tags.
-- featured_image points at files the site serves under /blog-images/ (generated illustrations, and described as such
-- in featured_image_alt).

insert into public.posts
  (slug, title, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time, published, created_at, updated_at)
values (
  'como-medir-janela-para-cortina',
  'Como medir a janela para uma cortina sob medida',
  'O passo a passo para tirar medidas confiáveis antes de pedir o orçamento',
  $html$<p>Uma cortina bem feita começa muito antes do corte do tecido: começa na trena. Medidas erradas são a principal causa de cortinas curtas, que deixam a luz vazar, ou compridas demais, que arrastam e sujam a barra. Antes de pedir seu orçamento, vale entender como as medidas são tiradas e o que observar no ambiente.</p>
<h2>Do que você vai precisar</h2>
<ul>
<li>Uma <strong>trena metálica</strong> (a de costura estica e engana nos vãos grandes);</li>
<li>Papel e caneta para anotar cada janela separadamente;</li>
<li>Uma escada firme, se a instalação for no teto.</li>
</ul>
<h2>Largura: a cortina deve ultrapassar a janela</h2>
<p>Meça o vão da janela de uma ponta à outra e some de <strong>15 a 30 cm de cada lado</strong>. Essa sobra evita frestas de luz nas laterais e deixa espaço para o tecido ficar recolhido sem cobrir o vidro. Em paredes estreitas, ou quando há uma parede lateral próxima, o limite é o próprio canto, e é aí que o trilho no teto costuma ser a melhor saída.</p>
<h2>Altura: do trilho ao piso</h2>
<p>Decida primeiro onde o trilho ou o varão será instalado. A regra mais usada é fixá-lo de 10 a 15 cm acima da janela, mas instalar <strong>rente ao teto</strong> alonga o pé-direito e deixa o ambiente mais elegante. A partir desse ponto, meça até o piso em pelo menos três lugares: esquerda, centro e direita. Pisos e tetos raramente são perfeitamente nivelados, e a menor medida é a que vale.</p>
<p>Para uma cortina que apenas toca o chão, desconte cerca de 1 cm. Cortinas que “arrastam” alguns centímetros têm um efeito bonito em projetos clássicos, mas acumulam poeira e não combinam com casas com pets ou robôs aspiradores.</p>
<h2>Obstáculos que mudam tudo</h2>
<ul>
<li>Aparelhos de ar-condicionado e suas tubulações;</li>
<li>Maçanetas de portas de correr e batentes salientes;</li>
<li>Tomadas, interruptores e rodapés altos;</li>
<li>Sancas de gesso, vigas e cortineiros já existentes.</li>
</ul>
<blockquote>Uma medida anotada sem dizer se é do vão ou do trilho é a receita clássica para uma cortina errada. Anote sempre o ponto de partida.</blockquote>
<h2>E a quantidade de tecido?</h2>
<p>A largura do trilho não é a largura do tecido. Para ter volume, a cortina usa de 2 a 3 vezes a medida do trilho, dependendo do modelo de prega. Uma cortina wave, por exemplo, trabalha com um franzimento diferente de uma prega americana. Esse cálculo fica por conta de quem confecciona, e é por isso que a visita técnica faz diferença.</p>
<p>Se quiser uma referência antes da visita, tire as medidas com este guia e envie fotos da parede inteira, do teto ao piso. Na <a href="/contato">visita de medição</a> conferimos cada número e mostramos as opções de tecido no próprio ambiente.</p>$html$,
  'Como medir a janela para cortina sob medida: guia prático',
  'Aprenda a medir largura e altura da janela para cortina sob medida, quanto ultrapassar nas laterais e os erros que mais causam retrabalho.',
  '/blog-images/como-medir-janela-para-cortina.jpg',
  'Ilustração de itens de costura sobre uma mesa de madeira: fita métrica, tesoura, amostras de tecido, carretéis de linha e alfineteiro.',
  'Helena',
  3,
  true,
  '2025-06-03 10:00-03',
  '2025-09-18 14:30-03'
);

insert into public.posts
  (slug, title, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time, published, created_at, updated_at)
values (
  'voil-linho-ou-blackout-qual-tecido-escolher',
  'Voil, linho ou blackout: qual tecido escolher para a sua cortina',
  'Luz, privacidade, caimento e manutenção de cada tecido, sem mistério',
  $html$<p>Na hora de escolher uma cortina, a pergunta que mais ouvimos é: “qual tecido é o melhor?”. A resposta honesta é que depende do que o ambiente pede. Cada tecido resolve uma necessidade diferente de luz, privacidade e estilo, e entender essas diferenças evita frustrações depois da instalação.</p>
<h2>Voil: leveza e luz filtrada</h2>
<p>O voil é um tecido fino e translúcido. Ele suaviza a luz do sol, deixa o ambiente claro e dá aquele movimento delicado quando bate um vento. É perfeito para salas e varandas que recebem muita claridade.</p>
<ul>
<li><strong>Luz:</strong> filtra, mas não escurece;</li>
<li><strong>Privacidade:</strong> boa durante o dia, baixa à noite com a luz acesa;</li>
<li><strong>Manutenção:</strong> simples, costuma ir à máquina no ciclo delicado.</li>
</ul>
<h2>Linho: textura natural e sofisticação</h2>
<p>O linho tem trama aparente, caimento pesado e um aspecto natural que combina com projetos contemporâneos e aconchegantes. O linho puro amassa com facilidade e pode encolher na lavagem; por isso, muitas vezes indicamos <strong>linhos mistos</strong>, com poliéster ou viscose, que mantêm o visual e são mais estáveis no dia a dia.</p>
<h2>Blackout: o quarto no escuro</h2>
<p>O blackout bloqueia a luz quase por completo e ajuda a reduzir o calor que entra pela janela. Ele pode ser o próprio tecido da cortina ou um forro costurado atrás de outro tecido. É a escolha certa para quartos, home theaters e para quem trabalha em turnos e dorme durante o dia. Existe também o <strong>dimout</strong>, que escurece bastante sem chegar ao bloqueio total.</p>
<blockquote>Não é preciso escolher um só: a combinação de voil com blackout em trilho duplo resolve o dia e a noite na mesma janela.</blockquote>
<h2>Como decidir</h2>
<ul>
<li>Quer claridade e leveza? Voil ou gaze de linho.</li>
<li>Quer textura e presença no ambiente? Linho ou linho misto.</li>
<li>Precisa dormir com o quarto escuro? Blackout, sozinho ou com voil.</li>
<li>A janela pega sol forte da tarde? Considere um forro para proteger o tecido e os móveis.</li>
</ul>
<p>Tocar o tecido e vê-lo contra a luz da sua própria janela muda a decisão. Por isso levamos mostruários na visita. Veja também como esses tecidos aparecem nas nossas <a href="/cortina-para-sala">cortinas para sala</a> e nas <a href="/cortina-para-quarto">cortinas para quarto</a>.</p>$html$,
  'Voil, linho ou blackout? Como escolher o tecido da cortina',
  'Compare voil, linho e blackout em luminosidade, privacidade, caimento e cuidados, e veja quando vale combinar dois tecidos na mesma janela.',
  '/blog-images/voil-linho-ou-blackout-qual-tecido-escolher.jpg',
  'Ilustração em close de um tecido de linho bege em pregas, com a trama à mostra.',
  'Helena',
  2,
  true,
  '2025-07-15 09:30-03',
  '2025-07-15 09:30-03'
);

insert into public.posts
  (slug, title, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time, published, created_at, updated_at)
values (
  'cortina-wave-o-que-e',
  'Cortina wave: o que é e por que ela virou tendência',
  'Ondas contínuas, trilho próprio e um visual limpo para ambientes contemporâneos',
  $html$<p>Se você tem visitado apartamentos decorados ou folheado revistas de arquitetura, com certeza já viu a cortina wave. Ela forma ondas suaves e idênticas do início ao fim do trilho, sem pregas marcadas no topo. O resultado é um visual limpo, moderno e muito elegante.</p>
<h2>Como a wave funciona</h2>
<p>O segredo está no conjunto de trilho e fita. A cortina é costurada em uma fita especial e presa a carrinhos que correm dentro de um <strong>trilho próprio para wave</strong>. Os carrinhos são ligados por um cordão com espaçamento fixo, e é esse espaçamento que garante que todas as ondas tenham exatamente o mesmo tamanho, aberta ou fechada.</p>
<h2>Vantagens</h2>
<ul>
<li><strong>Visual uniforme:</strong> as ondas não se desfazem com o uso;</li>
<li><strong>Deslizamento suave:</strong> abre e fecha com um toque, sem enroscar;</li>
<li><strong>Ocupa pouco espaço recolhida:</strong> o tecido se empilha de forma compacta nas laterais;</li>
<li><strong>Combina com motorização:</strong> o trilho wave aceita motores silenciosos.</li>
</ul>
<h2>Quais tecidos ficam bonitos em wave</h2>
<p>Tecidos com caimento fluido valorizam as ondas: voil, gaze de linho, linho misto e até blackouts mais maleáveis. Tecidos muito rígidos formam ondas quebradas e perdem o efeito. Na prática, a wave usa um pouco menos de tecido do que a prega americana, mas exige confecção precisa: um erro de poucos centímetros aparece na última onda.</p>
<blockquote>A wave é contemporânea por natureza. Em um projeto clássico, com boiseries e lustres de cristal, a prega macho ou a americana costumam conversar melhor com o ambiente.</blockquote>
<h2>Onde instalar</h2>
<p>O trilho wave pode ser fixado no teto, na parede ou embutido em um cortineiro de gesso. Instalado no teto e com a cortina até o piso, ele cria a sensação de pé-direito mais alto. Em salas integradas, uma única wave de ponta a ponta unifica janelas de tamanhos diferentes e deixa a parede com cara de projeto.</p>
<p>Quer comparar a wave com outros acabamentos? Leia o nosso artigo sobre <a href="/blog/prega-americana-ou-prega-macho">prega americana e prega macho</a> ou veja mais inspirações no <a href="/portfolio">portfólio</a>.</p>$html$,
  null,
  'O que é a cortina wave, como o trilho e a fita formam as ondas iguais, quais as vantagens e em que ambientes ela fica melhor.',
  '/blog-images/cortina-wave-o-que-e.jpg',
  'Ilustração em close de um voil branco em ondas regulares, com a luz do dia passando pelo tecido.',
  'Helena',
  2,
  true,
  '2025-08-26 11:15-03',
  '2025-08-26 11:15-03'
);

insert into public.posts
  (slug, title, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time, published, created_at, updated_at)
values (
  'prega-americana-ou-prega-macho',
  'Prega americana ou prega macho: entenda a diferença',
  'Dois acabamentos clássicos, dois resultados bem diferentes na parede',
  $html$<p>O tipo de prega define como o tecido se organiza no alto da cortina e, por consequência, como ele cai até o chão. Entre os acabamentos tradicionais, dois são os mais pedidos: a prega americana e a prega macho. Ambos são atemporais, mas criam efeitos bem distintos.</p>
<h2>Prega americana</h2>
<p>Na prega americana, o tecido é dobrado em <strong>grupos de três pequenas pregas</strong>, costurados na base e abertos em leque no topo. Entre um grupo e outro fica um espaço liso. O caimento é cheio, com dobras arredondadas que descem até o piso.</p>
<ul>
<li>Visual clássico e acolhedor;</li>
<li>Funciona bem com linho, tecidos encorpados e forros;</li>
<li>Usa bastante tecido: em geral de 2,5 a 3 vezes a largura do trilho.</li>
</ul>
<h2>Prega macho</h2>
<p>Na prega macho, as dobras se encontram na parte de trás do tecido e deixam, na frente, <strong>faces planas e retangulares</strong>. O resultado é mais sóbrio e arquitetônico, com linhas retas que organizam o ambiente.</p>
<ul>
<li>Visual elegante, formal e ordenado;</li>
<li>Fica especialmente bonita em tecidos com corpo, como linho e veludo;</li>
<li>Também consome bastante tecido, pois cada prega dobra o material sobre si mesmo.</li>
</ul>
<h2>Como escolher</h2>
<p>Pense no estilo do ambiente e em como a cortina será usada. Se ela vai abrir e fechar todos os dias, a americana tende a recolher com mais naturalidade. Se a cortina fica quase sempre aberta, emoldurando a janela, a prega macho mostra toda a sua precisão.</p>
<blockquote>Uma boa prega depende mais da confecção do que do modelo: medidas exatas, entretela de qualidade e acabamento à mão fazem a diferença que se vê de longe.</blockquote>
<p>Os dois modelos podem ser instalados em trilho suíço ou em varão, e ambos aceitam forro e blackout. Se você ainda está em dúvida entre eles e a wave, vale ler o artigo sobre a <a href="/blog/cortina-wave-o-que-e">cortina wave</a> e entender qual linguagem combina com a sua casa.</p>$html$,
  'Prega americana ou prega macho: qual escolher',
  'Prega americana ou prega macho? Entenda a diferença de volume, recolhimento e visual entre as duas e qual combina com a sua janela.',
  '/blog-images/prega-americana-ou-prega-macho.jpg',
  'Ilustração de cortinas terracota com pregas no alto, nas laterais de um voil branco.',
  'Helena',
  2,
  true,
  '2025-10-02 15:00-03',
  '2026-01-12 10:20-03'
);

insert into public.posts
  (slug, title, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time, published, created_at, updated_at)
values (
  'trilho-suico-ou-varao',
  'Trilho suíço ou varão: qual sistema de instalação escolher',
  'Discrição ou destaque decorativo? Veja prós, contras e onde cada um funciona melhor',
  $html$<p>A cortina é o que se vê, mas o sistema que a sustenta define como ela desliza, quanto peso aguenta e até o estilo final do ambiente. As duas opções mais comuns são o trilho suíço e o varão, e cada uma tem o seu lugar.</p>
<h2>Trilho suíço: discreto e versátil</h2>
<p>O trilho suíço é um perfil de alumínio com carrinhos que correm por dentro dele. Ele pode ser fixado no teto ou na parede e, quando embutido em um cortineiro de gesso, praticamente desaparece.</p>
<ul>
<li><strong>Deslizamento leve</strong>, mesmo em vãos grandes;</li>
<li>Aceita <strong>trilho duplo</strong>, para combinar voil e blackout;</li>
<li>Compatível com prega americana, prega macho e wave;</li>
<li>Pode receber motorização.</li>
</ul>
<p>O ponto de atenção é a fixação: em lajes e forros de gesso, os suportes precisam de buchas adequadas, e em forros sem reforço pode ser necessário prever uma estrutura antes da instalação.</p>
<h2>Varão: a ferragem como parte da decoração</h2>
<p>O varão é um tubo, geralmente de metal ou madeira, preso à parede por suportes. A cortina corre por argolas ou por ilhoses no próprio tecido, e as ponteiras completam o acabamento.</p>
<ul>
<li>Valoriza projetos clássicos, rústicos e industriais;</li>
<li>Instalação simples quando a parede é firme;</li>
<li>Em vãos largos, exige suportes intermediários, que limitam a passagem das argolas.</li>
</ul>
<h2>Qual escolher?</h2>
<p>Se a ideia é uma parede limpa, com a cortina como protagonista, o trilho suíço é o caminho. Se você quer que a ferragem apareça, com acabamento em latão, preto fosco ou madeira, o varão traz personalidade. Janelas muito largas, portas de varanda e cortinas pesadas costumam funcionar melhor em trilho.</p>
<blockquote>Antes de furar, confirme onde passam canos e fios. Uma visita técnica evita surpresas dentro da parede.</blockquote>
<p>Nos projetos em <a href="/bairros-atendidos">todos os bairros que atendemos</a>, avaliamos a estrutura do teto e da parede antes de recomendar o sistema. Assim a cortina fica firme por muitos anos.</p>$html$,
  null,
  'Trilho suíço ou varão? Prós e contras de cada sistema, onde cada um funciona melhor e o que conferir no teto e na parede antes de instalar.',
  '/blog-images/trilho-suico-ou-varao.jpg',
  'Ilustração de cortinas marrons presas a um varão aparente diante de uma porta de vidro, com poltrona branca, abajur e planta.',
  '',
  2,
  true,
  '2025-11-11 10:40-03',
  '2025-11-11 10:40-03'
);

insert into public.posts
  (slug, title, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time, published, created_at, updated_at)
values (
  'como-limpar-cortina-de-linho-e-voil',
  'Como limpar e conservar cortinas de linho e voil',
  'Rotina simples para manter o tecido bonito e evitar encolhimento',
  $html$<p>Uma cortina sob medida é um investimento que pode durar muitos anos, desde que receba os cuidados certos. A boa notícia é que a manutenção é simples. Os principais inimigos são a poeira acumulada, o sol direto e as lavagens feitas do jeito errado.</p>
<h2>No dia a dia</h2>
<ul>
<li>Aspire a cortina a cada quinze dias com o <strong>bocal de escova</strong> e a potência baixa, de cima para baixo;</li>
<li>Abra as janelas para ventilar e evitar mofo, principalmente em banheiros, lavanderias e varandas;</li>
<li>Manchas pequenas devem ser tratadas na hora com pano úmido e sabão neutro, sem esfregar.</li>
</ul>
<h2>Voil</h2>
<p>O voil é o mais fácil de cuidar. Retire os ganchos ou desprenda os carrinhos, lave na máquina em <strong>ciclo delicado, com água fria</strong> e sabão neutro, de preferência dentro de um saco de lavagem. Não use alvejante nem secadora. Pendure a cortina ainda úmida no trilho: o próprio peso do tecido ajuda a desamassar.</p>
<h2>Linho</h2>
<p>O linho pede mais atenção. Fibras naturais podem <strong>encolher</strong> com água quente e com a secadora, e uma cortina que encolhe alguns centímetros deixa de tocar o chão. Para linho puro, a lavagem profissional é a escolha mais segura. Linhos mistos costumam aceitar lavagem delicada em água fria, mas confira sempre a orientação do tecido. Passe o ferro com o tecido ainda levemente úmido, pelo avesso.</p>
<h2>Blackout e cortinas com forro</h2>
<p>Tecidos com camada blackout não devem ser torcidos nem lavados em água quente, pois a película pode rachar. Em geral, a limpeza a seco ou com pano úmido resolve. Cortinas com forro costurado devem ser lavadas por profissionais, porque tecido e forro encolhem de forma diferente.</p>
<blockquote>Na dúvida, lave menos e aspire mais. A maior parte da sujeira de uma cortina é poeira, e ela sai com o aspirador.</blockquote>
<h2>Proteja do sol</h2>
<p>O sol da tarde desbota tecidos coloridos e enfraquece as fibras. Um forro na cortina principal ou uma cortina de voil na frente do vidro protegem o tecido e os seus móveis. Se a sua janela recebe sol forte, conte para nós na <a href="/contato">hora do orçamento</a> para indicarmos o tecido certo.</p>$html$,
  'Como lavar cortina de linho e voil sem estragar o tecido',
  'Dicas práticas para limpar cortinas de linho, voil e blackout: frequência, lavagem, secagem e os cuidados que evitam encolhimento e manchas.',
  '/blog-images/como-limpar-cortina-de-linho-e-voil.jpg',
  'Ilustração de uma sala com voil branco e cortinas terracota nas laterais, sofá rosado e mesa de centro de madeira.',
  'Helena',
  2,
  true,
  '2025-12-09 08:50-03',
  '2026-03-02 16:05-03'
);

insert into public.posts
  (slug, title, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time, published, created_at, updated_at)
values (
  'cortina-blackout-para-quarto',
  'Cortina blackout para quarto: como deixar o quarto escuro de verdade',
  'Um quarto escuro depende do tecido, mas também da instalação',
  $html$<p>Dormir em um quarto escuro faz diferença na qualidade do sono. A luz da rua, dos postes e o sol que nasce cedo no verão atrapalham o descanso, principalmente de quem tem sono leve, de crianças pequenas e de quem trabalha em horários alternativos. A cortina blackout é a solução mais procurada, mas um quarto escuro de verdade depende de alguns detalhes.</p>
<h2>Tecido blackout ou forro blackout?</h2>
<p>Existem dois caminhos. O primeiro é usar um <strong>tecido blackout</strong> como a própria cortina: prático e com boa variedade de cores. O segundo é costurar um <strong>forro blackout</strong> atrás de um tecido decorativo, como linho ou veludo. Assim você escolhe o tecido pela beleza e o forro cuida da escuridão.</p>
<h2>Onde a luz escapa</h2>
<p>Mesmo o melhor blackout deixa o quarto claro se a instalação tiver frestas. A luz costuma vazar por três pontos:</p>
<ul>
<li><strong>Pelas laterais:</strong> a cortina deve ultrapassar a janela em pelo menos 20 cm de cada lado;</li>
<li><strong>Por cima:</strong> trilho instalado no teto, ou dentro de um cortineiro, elimina a faixa de luz superior;</li>
<li><strong>Pelo centro:</strong> as duas folhas precisam se sobrepor quando fechadas.</li>
</ul>
<h2>Blackout e voil juntos</h2>
<p>Com trilho duplo, você tem um voil para o dia e o blackout para a noite. Durante o dia, o voil filtra a luz e preserva a privacidade; à noite, o blackout escurece o quarto. É a composição que mais instalamos em quartos de casal.</p>
<blockquote>Quer o quarto o mais escuro possível? Combine uma persiana rolô blackout junto ao vidro com a cortina de tecido por fora. É o padrão de quartos de hotel.</blockquote>
<h2>Conforto térmico</h2>
<p>Além da luz, o blackout reduz parte do calor que entra pela janela nos dias de sol forte, o que ajuda o ar-condicionado a trabalhar menos. Ele também abafa um pouco o som da rua, embora não substitua uma janela acústica.</p>
<p>Veja opções de tecidos e acabamentos na nossa página de <a href="/cortina-para-quarto">cortinas para quarto</a>. Se o quarto tem ar-condicionado acima da janela ou uma viga no caminho, a visita técnica resolve o desenho da instalação.</p>$html$,
  'Cortina blackout para quarto: quarto escuro e sono melhor',
  'Como escolher e instalar cortina blackout no quarto para bloquear a luz de verdade: vazamentos laterais, trilho no teto, forro e combinação com voil.',
  '/blog-images/cortina-blackout-para-quarto.jpg',
  'Ilustração de um quarto com cortina blackout marrom fechada de parede a parede, cama de casal e abajures acesos.',
  'Helena',
  2,
  true,
  '2026-01-20 09:10-03',
  '2026-01-20 09:10-03'
);

insert into public.posts
  (slug, title, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time, published, created_at, updated_at)
values (
  'cortina-para-sala-de-estar',
  'Cortina para sala de estar: como acertar na escolha',
  'Altura, tecido, cor e composição para uma sala mais ampla e acolhedora',
  $html$<p>A sala é o ambiente onde a cortina mais aparece. Ela recebe visitas, concentra a vida da casa e, muitas vezes, tem as maiores janelas do apartamento. Por isso, vale pensar na cortina como parte do projeto de interiores, e não como o último item da lista.</p>
<h2>Instale no alto</h2>
<p>O erro mais comum em salas é instalar o trilho logo acima da janela. Quando o trilho vai <strong>para o teto</strong> e a cortina desce até o piso, a parede parece mais alta e o ambiente ganha proporção. Em salas com sanca de gesso, o cortineiro embutido deixa o acabamento ainda mais limpo.</p>
<h2>Escolha o tecido pelo uso</h2>
<ul>
<li><strong>Sala com muito sol:</strong> voil ou gaze de linho na frente, com forro para proteger móveis e piso;</li>
<li><strong>Sala de TV:</strong> um tecido dimout ou blackout evita reflexo na tela à tarde;</li>
<li><strong>Sala de estar formal:</strong> linho com prega macho ou americana traz presença e sofisticação.</li>
</ul>
<h2>Cores que ampliam</h2>
<p>Tons claros e neutros, como off-white, cru, areia e cinza-claro, deixam a sala mais luminosa e combinam com qualquer mudança de decoração. Se você gosta de cor, leve-a para almofadas e tapetes e mantenha a cortina como uma base serena. Em ambientes grandes e bem iluminados, um tom mais profundo, como terracota ou verde-oliva, pode ser o ponto alto do projeto.</p>
<blockquote>A cortina deve ocupar a parede de ponta a ponta sempre que possível. Cortinas que cobrem só a janela fazem a parede parecer recortada.</blockquote>
<h2>Salas integradas</h2>
<p>Em apartamentos com sala de jantar e estar integradas à varanda, uma única linha de cortina ao longo de toda a parede unifica os ambientes. O mesmo tecido em todas as janelas, com o mesmo tipo de prega, dá continuidade ao espaço.</p>
<h2>Pense na motorização</h2>
<p>Janelas muito largas ou com acesso difícil, atrás de sofás e aparadores, ficam muito mais práticas com cortinas motorizadas. O ponto de energia precisa ser previsto antes da instalação, de preferência ainda na obra.</p>
<p>Conheça os modelos que fazemos na página de <a href="/cortina-para-sala">cortinas para sala</a> e inspire-se nos ambientes do nosso <a href="/portfolio">portfólio</a>.</p>$html$,
  'Cortina para sala de estar: guia para acertar na escolha',
  'Veja como escolher a cortina da sala: instalação no teto, tecidos, cores neutras, composição com voil e cuidados com o sol da tarde.',
  '/blog-images/cortina-para-sala-de-estar.jpg',
  'Ilustração de uma sala de estar com voil branco de parede a parede, cortinas claras nas laterais, sofá bege e mesa de centro.',
  'Helena',
  2,
  true,
  '2026-02-24 14:20-03',
  '2026-04-10 11:00-03'
);

insert into public.posts
  (slug, title, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time, published, created_at, updated_at)
values (
  'cortina-para-varanda-gourmet',
  'Cortinas para varanda gourmet: sol, vento e regras do condomínio',
  'Tecidos resistentes, instalação firme e o que verificar antes de comprar',
  $html$<p>A varanda gourmet virou a extensão da sala em muitos apartamentos de São Paulo. Com o envidraçamento, ela passou a ser usada o ano todo, mas também passou a receber sol forte por horas seguidas. A cortina certa deixa a varanda confortável sem esconder a vista.</p>
<h2>O desafio do sol</h2>
<p>Varandas voltadas para o oeste recebem o sol da tarde, o mais quente. O vidro aumenta o efeito estufa e a temperatura sobe rápido. Nessas situações, a cortina precisa <strong>filtrar a luz e reduzir o calor</strong> sem escurecer demais o espaço de convivência.</p>
<h2>Tecidos indicados</h2>
<ul>
<li><strong>Tecidos sintéticos de boa qualidade</strong>, como poliéster, resistem melhor à radiação solar e à umidade;</li>
<li><strong>Voil de poliéster</strong> é leve, seca rápido e filtra bem a claridade;</li>
<li>Evite <strong>linho puro e algodão</strong> em varandas muito expostas: desbotam mais rápido e podem mofar.</li>
</ul>
<p>Em varandas com sol muito intenso, uma persiana rolô de tela solar junto ao vidro, combinada com uma cortina leve por dentro, protege sem tirar a vista.</p>
<h2>Vento e fixação</h2>
<p>Com os vidros abertos, o vento movimenta a cortina com força. A fixação no teto deve ser firme, em laje ou em forro de gesso reforçado, e a barra pode receber um <strong>cordão de chumbo</strong> para dar peso e caimento ao tecido.</p>
<h2>Antes de comprar, leia a convenção</h2>
<p>Muitos condomínios regulam o que aparece na fachada. É comum a exigência de que a cortina ou o forro visto de fora seja de uma cor padronizada, geralmente branco ou bege. Confirme a regra com o síndico ou a administradora antes de escolher o tecido, para não ter que trocar depois.</p>
<blockquote>Uma cortina leve, que corre livre no trilho, deixa você decidir a cada hora do dia quanto sol quer receber.</blockquote>
<h2>Churrasqueira por perto</h2>
<p>Se a varanda tem churrasqueira ou coifa, mantenha a cortina a uma distância segura e prefira tecidos fáceis de lavar, porque a gordura suspensa se acumula no tecido com o tempo.</p>
<p>Atendemos varandas em diversos bairros da cidade, como você vê na lista de <a href="/bairros-atendidos">bairros atendidos</a>. Mande uma foto da sua varanda e a orientação do sol para começarmos.</p>$html$,
  null,
  'Cortina para varanda gourmet: tecidos que aguentam sol e umidade, fixação firme contra o vento e as regras do condomínio para a fachada.',
  '/blog-images/cortina-para-varanda-gourmet.jpg',
  'Ilustração de um ambiente de refeições com voil branco de parede a parede, mesa de madeira, cadeiras verdes e dois pendentes.',
  'Helena',
  2,
  true,
  '2026-03-31 10:30-03',
  '2026-03-31 10:30-03'
);

insert into public.posts
  (slug, title, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time, published, created_at, updated_at)
values (
  'cortina-para-home-office',
  'Cortina para home office: a luz certa para trabalhar bem',
  'Menos reflexo na tela, mais conforto nas videochamadas',
  $html$<p>Trabalhar em casa mudou a forma como usamos os cômodos. O quarto de hóspedes virou escritório, e um canto da sala ganhou mesa e monitor. Nesses espaços, a cortina deixa de ser só decoração e passa a ser uma ferramenta de trabalho: ela controla o reflexo na tela, o calor e até a imagem que aparece nas videochamadas.</p>
<h2>O problema do reflexo</h2>
<p>Luz forte batendo direto no monitor cansa a vista e obriga você a aumentar o brilho da tela. O ideal é que a janela fique <strong>na lateral da mesa</strong>, e não atrás nem na frente dela. Mesmo assim, em certas horas do dia o sol entra de frente, e é aí que a cortina entra em ação.</p>
<h2>Tecidos que ajudam</h2>
<ul>
<li><strong>Voil ou gaze de linho:</strong> difundem a luz e mantêm o ambiente claro, sem sombras duras;</li>
<li><strong>Dimout:</strong> escurece bastante e reduz o reflexo em telas, sem deixar o escritório totalmente escuro;</li>
<li><strong>Persiana rolô de tela solar</strong> junto ao vidro, com uma cortina de tecido por dentro, quando o sol é muito intenso.</li>
</ul>
<h2>Fundo de videochamada</h2>
<p>Se a câmera mostra a parede da janela, a cortina vira o cenário das suas reuniões. Tecidos lisos em tons neutros, bem passados e com caimento regular, transmitem organização. Evite estampas chamativas e cortinas curtas, que parecem improvisadas na imagem.</p>
<blockquote>Luz natural na lateral, cortina leve filtrando o sol e um tecido neutro ao fundo: essa é a receita do home office confortável.</blockquote>
<h2>Quando o escritório também é quarto</h2>
<p>Se o home office divide espaço com um quarto de hóspedes, um trilho duplo com voil e blackout resolve os dois usos: luz filtrada durante o expediente e quarto escuro para quem for dormir ali.</p>
<p>Quer ajuda para definir a melhor solução para o seu espaço? Fale com a gente pela página de <a href="/contato">contato</a>.</p>$html$,
  'Cortina para home office: controle de luz e conforto',
  'Como escolher a cortina do home office para evitar reflexo na tela, controlar a luz natural e ter um fundo bonito nas videochamadas.',
  '/blog-images/cortina-para-home-office.jpg',
  'Ilustração de um home office com cortinas bege nas laterais de um voil branco, escrivaninha de madeira e planta.',
  null,
  2,
  true,
  '2026-05-05 09:45-03',
  '2026-06-01 17:40-03'
);

insert into public.posts
  (slug, title, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time, published, created_at, updated_at)
values (
  'cortina-motorizada-vale-a-pena',
  'Cortina motorizada vale a pena? O que considerar antes de investir',
  'Conforto, automação e os cuidados de instalação que fazem a diferença',
  $html$<p>A cortina motorizada deixou de ser item de casa de alto luxo e passou a aparecer em apartamentos de todos os tamanhos. Abrir todas as cortinas da sala com um toque, programar o quarto para clarear no horário de acordar ou fechar tudo quando o sol da tarde bate na janela: a praticidade convence. Mas vale a pena para você?</p>
<h2>Como funciona</h2>
<p>Nas cortinas de tecido, um <strong>motor acoplado ao trilho</strong> puxa os carrinhos por uma correia interna. Nas persianas rolô, o motor fica escondido dentro do tubo. O comando pode ser feito por controle remoto, interruptor na parede, aplicativo no celular ou assistente de voz, quando integrado a uma central de automação.</p>
<h2>Quando a motorização faz mais sentido</h2>
<ul>
<li>Janelas muito largas, em que abrir a cortina à mão exige atravessar a parede inteira;</li>
<li>Pé-direito duplo e janelas altas, de acesso difícil;</li>
<li>Cortinas atrás de sofás, camas ou bancadas;</li>
<li>Casas com automação, em que as cortinas entram em cenas programadas;</li>
<li>Proteção de móveis e obras de arte, com fechamento automático nas horas de sol forte.</li>
</ul>
<h2>Planeje o ponto de energia</h2>
<p>O motor precisa de energia perto do trilho. O ideal é prever uma <strong>tomada dentro da sanca ou do cortineiro</strong> ainda na obra, para que nenhum fio fique aparente. Em imóveis já prontos, há motores a bateria recarregável, que dispensam quebra-quebra, com autonomia de meses.</p>
<blockquote>Motorização boa é aquela que ninguém percebe: o fio não aparece, o motor é silencioso e a cortina abre quando você quer.</blockquote>
<h2>Cenas e horários</h2>
<p>O grande ganho da automação está nas rotinas. Você pode programar o quarto para abrir o voil às sete da manhã, fechar o blackout da sala de TV quando o filme começa ou baixar as cortinas da varanda no horário de sol mais forte. Sensores de luminosidade e de temperatura deixam a casa reagir sozinha ao clima, e o modo férias simula presença abrindo e fechando as cortinas em horários variados.</p>
<h2>Custos e cuidados</h2>
<p>A motorização aumenta o investimento, mas o motor costuma durar muitos anos. Motores de qualidade são silenciosos e permitem abrir a cortina com a mão em caso de falta de energia. O trilho precisa ser compatível e bem nivelado, e o tecido deve ter peso adequado à força do motor.</p>
<p>A cortina wave é uma ótima parceira da motorização, porque as ondas se mantêm perfeitas a cada abertura. Saiba mais no artigo sobre a <a href="/blog/cortina-wave-o-que-e">cortina wave</a>.</p>$html$,
  'Cortina motorizada vale a pena? Custos e cuidados',
  'Entenda como funciona a cortina motorizada, quando ela vale o investimento, como planejar o ponto de energia e integrar com automação residencial.',
  '/blog-images/cortina-motorizada-vale-a-pena.jpg',
  'Ilustração de uma sala com cortina bege em ondas de parede a parede, sofá claro, mesa de centro e abajur aceso.',
  'Helena',
  3,
  true,
  '2026-06-16 13:00-03',
  '2026-08-03 09:15-03'
);

insert into public.posts
  (slug, title, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time, published, created_at, updated_at)
values (
  'linho-rustico-e-gaze-de-linho',
  'Linho rústico e gaze de linho: texturas naturais para a sua casa',
  'Como cada um se comporta na janela e com o que combinam',
  $html$<p>Os tecidos de linho estão entre os mais pedidos em projetos de alto padrão, e não é por acaso. Eles trazem para dentro de casa uma textura natural que nenhum tecido liso consegue imitar. Dentro dessa família, dois se destacam nas cortinas: o linho rústico e a gaze de linho.</p>
<h2>Linho rústico</h2>
<p>O linho rústico tem <strong>fios irregulares</strong>, com engrossamentos ao longo da trama que deixam a superfície viva. É um tecido de presença, com caimento pesado e dobras marcadas. Fica lindo em prega macho ou prega americana, em salas de estar, salas de jantar e quartos com decoração natural.</p>
<ul>
<li>Textura marcante, que aparece mesmo de longe;</li>
<li>Ótimo com forro, que protege do sol e dá ainda mais corpo;</li>
<li>Amassa naturalmente: faz parte do charme do tecido.</li>
</ul>
<h2>Gaze de linho</h2>
<p>A gaze de linho tem <strong>trama aberta e leve</strong>. Ela deixa a luz passar de forma suave e mostra a textura do linho contra o sol, com um efeito que lembra um voil mais encorpado. É uma alternativa elegante ao voil liso em salas e varandas fechadas.</p>
<ul>
<li>Translúcida, mas com mais presença que o voil;</li>
<li>Combina com wave, pelo caimento fluido;</li>
<li>Pede cuidado com o sol forte, que pode desbotar e enfraquecer as fibras.</li>
</ul>
<h2>Puro ou misto?</h2>
<p>O linho puro é lindo, mas pode encolher e se deformar com a umidade. Os <strong>linhos mistos</strong>, com poliéster ou viscose, mantêm o visual natural e são mais estáveis, o que importa muito em cortinas longas, onde alguns centímetros de encolhimento fazem a barra subir do chão.</p>
<blockquote>Um truque de projeto: gaze de linho na frente e blackout atrás, no mesmo tom. De dia, a textura; à noite, a escuridão.</blockquote>
<h2>Cores</h2>
<p>Os tons naturais, como cru, areia, fendi e cinza-pedra, valorizam a textura. Tons mais escuros deixam a trama menos aparente, mas ganham em sofisticação. Para conservar bem esses tecidos, confira o nosso guia de <a href="/blog/como-limpar-cortina-de-linho-e-voil">limpeza de cortinas de linho e voil</a>.</p>$html$,
  null,
  'Linho rústico ou gaze de linho? Veja como cada tecido filtra a luz, cai na janela e combina com a decoração, e quando vale usar os dois juntos.',
  '/blog-images/linho-rustico-e-gaze-de-linho.jpg',
  'Ilustração de uma sala com cortinas verde-oliva nas laterais de um voil branco, sofá verde, mesa de centro e abajur.',
  'Helena',
  2,
  true,
  '2026-07-28 10:05-03',
  '2026-07-28 10:05-03'
);

insert into public.posts
  (slug, title, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time, published, created_at, updated_at)
values (
  'cortina-com-forro-e-voal',
  'Cortina com forro e voil: como montar as camadas',
  'Qual tecido vai na frente, quando usar forro e por que o trilho duplo resolve tanto',
  $html$<p>A cortina com forro e voil é uma das composições mais completas que existem. Ela combina uma camada leve, que filtra a luz, com uma camada encorpada, que fecha o ambiente. O resultado é uma janela que funciona bem de manhã, à tarde e à noite.</p>
<h2>O que é o forro</h2>
<p>O forro é um tecido costurado atrás do tecido principal. Ele tem três funções: <strong>proteger o tecido do sol</strong>, melhorar o caimento, dando corpo às pregas, e controlar a luz. Pode ser um forro comum, que apenas filtra, um forro dimout ou um forro blackout, que bloqueia a luz quase por completo.</p>
<h2>Como as camadas são montadas</h2>
<p>Com um <strong>trilho duplo</strong>, cada camada corre de forma independente. A composição mais usada é:</p>
<ul>
<li><strong>Trilho junto à janela:</strong> a cortina com forro, ou o blackout;</li>
<li><strong>Trilho do lado do ambiente:</strong> o voil.</li>
</ul>
<p>Assim, durante o dia, a camada pesada fica recolhida nas laterais e o voil fechado filtra o sol, deixando a luz bonita e a privacidade preservada. À noite, basta fechar a camada de trás. A ordem pode ser invertida quando o tecido principal é a estrela da decoração, mas então o voil fica escondido atrás dele quando a cortina está fechada.</p>
<blockquote>Voil e tecido principal no mesmo tom criam uma composição serena. Em tons diferentes, escolha uma cor base e varie apenas a intensidade.</blockquote>
<h2>Quando o forro é indispensável</h2>
<ul>
<li>Janelas com sol direto, principalmente da tarde;</li>
<li>Tecidos escuros ou coloridos, que desbotam mais rápido;</li>
<li>Quartos, em que o forro blackout deixa o ambiente bem escuro;</li>
<li>Linhos e tecidos naturais, que ganham estabilidade.</li>
</ul>
<h2>Limpeza</h2>
<p>Cortinas forradas devem ser lavadas por profissionais, porque o tecido e o forro reagem de forma diferente à água. O voil, por outro lado, costuma ir à máquina no ciclo delicado.</p>
<p>Essa composição aparece em muitos dos nossos projetos de <a href="/cortina-para-sala">sala</a> e <a href="/cortina-para-quarto">quarto</a>. Se quiser ver as combinações de tecido ao vivo, agende uma visita.</p>$html$,
  'Cortina com forro e voil: como combinar as camadas',
  'Entenda como funciona a cortina com forro e voil, a ordem das camadas no trilho duplo e quando o forro blackout é a melhor escolha.',
  '/blog-images/cortina-com-forro-e-voal.jpg',
  'Ilustração de um quarto com cortinas bege nas laterais de um voil branco, cama de casal e abajures.',
  'Helena',
  2,
  true,
  '2026-09-08 15:30-03',
  '2026-09-08 15:30-03'
);

insert into public.posts
  (slug, title, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time, published, created_at, updated_at)
values (
  'cortina-pe-direito-duplo',
  'Cortinas para pé-direito duplo: altura, peso e acabamento',
  'Os cuidados técnicos que fazem uma cortina de cinco metros cair perfeita',
  $html$<p>Salas com pé-direito duplo são impressionantes, e uma cortina do teto ao piso reforça essa grandiosidade. Mas uma cortina de cinco ou seis metros não é simplesmente uma cortina comum mais comprida. Ela exige planejamento de tecido, estrutura e uso.</p>
<h2>O tecido certo</h2>
<p>Boa parte dos tecidos para cortina é vendida em rolos de 2,80 m ou 3,00 m de altura, que são usados “deitados” para evitar emendas em janelas comuns. Em pés-direitos duplos, essa altura não basta, e há dois caminhos:</p>
<ul>
<li>Escolher tecidos produzidos em <strong>larguras especiais</strong>, que alcançam a altura necessária;</li>
<li>Fazer <strong>emendas verticais</strong> bem planejadas, posicionadas no fundo das pregas, onde ficam praticamente invisíveis.</li>
</ul>
<h2>Peso e estrutura</h2>
<p>Quanto mais alta a cortina, maior o peso, principalmente com forro. O trilho deve ser <strong>reforçado</strong>, fixado diretamente na laje e com suportes mais próximos entre si. Em forros de gesso, a estrutura precisa ser prevista antes da instalação.</p>
<h2>Caimento</h2>
<p>Em grandes alturas, qualquer irregularidade aparece. Um cordão de chumbo na barra ajuda o tecido a descer reto, e a confecção precisa de medidas tiradas com precisão em vários pontos da parede, porque a diferença de nível no piso se multiplica na altura.</p>
<blockquote>Em pé-direito duplo, a cortina deixa de ser um detalhe e vira arquitetura. Ela desenha a parede inteira.</blockquote>
<h2>Motorização quase obrigatória</h2>
<p>Abrir e fechar à mão uma cortina de cinco metros é pesado, e o bastão de manobra nem sempre alcança. A motorização resolve o uso diário e ainda permite programar horários para proteger os móveis do sol. Leia mais no artigo sobre <a href="/blog/cortina-motorizada-vale-a-pena">cortinas motorizadas</a>.</p>
<h2>Luz e privacidade em janelas tão grandes</h2>
<p>Uma janela de pé-direito duplo deixa entrar muita luz e também expõe a sala para os vizinhos. Uma boa solução é combinar um voil ou uma gaze de linho, que ficam fechados durante o dia, com uma camada mais encorpada para a noite. Em casas com mezanino, lembre-se de que a cortina também será vista de cima: o acabamento do trilho e do alto do tecido precisa estar impecável.</p>
<h2>Manutenção</h2>
<p>A limpeza de cortinas muito altas deve ser feita por equipes com escada ou andaime adequados. Aspirar com frequência, usando extensões, reduz a necessidade de retirar a cortina para lavar.</p>
<p>Esse é o tipo de projeto em que a visita técnica é indispensável. <a href="/contato">Fale com a gente</a> para avaliarmos a sua sala.</p>$html$,
  'Cortina para pé-direito duplo: como planejar e instalar',
  'Tudo sobre cortinas para pé-direito duplo: escolha do tecido, emendas, trilho reforçado, motorização e manutenção de janelas altas.',
  '/blog-images/cortina-pe-direito-duplo.jpg',
  'Ilustração de um ambiente com cortinas bege longas nas laterais de um voil branco, poltrona clara, abajur e planta.',
  'Helena',
  2,
  true,
  '2026-10-20 11:50-03',
  '2026-11-05 10:10-03'
);

insert into public.posts
  (slug, title, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time, published, created_at, updated_at)
values (
  'cortina-ou-persiana-qual-escolher',
  'Cortina ou persiana: qual escolher para cada ambiente',
  'Prós e contras de cada solução, e quando vale usar as duas juntas',
  $html$<p>Cortina ou persiana? A dúvida aparece em quase todo projeto, e a resposta depende do ambiente, da rotina da casa e do efeito que você quer. As duas soluções controlam luz e privacidade, mas de maneiras bem diferentes.</p>
<h2>Cortinas de tecido</h2>
<p>As cortinas trazem <strong>aconchego, textura e movimento</strong>. Elas abafam um pouco o som, suavizam a arquitetura e se integram à decoração como um móvel. São a escolha natural para salas, quartos e ambientes em que o conforto visual é prioridade.</p>
<ul>
<li>Grande variedade de tecidos, cores e pregas;</li>
<li>Podem ter forro e blackout;</li>
<li>Ocupam espaço nas laterais quando recolhidas.</li>
</ul>
<h2>Persianas</h2>
<p>As persianas são mais <strong>compactas e funcionais</strong>. Modelos rolô, romanos e horizontais ocupam pouco espaço e funcionam bem em janelas pequenas, cozinhas, banheiros e escritórios.</p>
<ul>
<li>Visual limpo e minimalista;</li>
<li>Ótimas em janelas com móveis encostados, como bancadas e camas;</li>
<li>Limpeza simples, em geral com pano úmido.</li>
</ul>
<h2>Quando usar cada uma</h2>
<ul>
<li><strong>Sala:</strong> cortina de tecido, às vezes com rolô solar junto ao vidro;</li>
<li><strong>Quarto:</strong> cortina com blackout, ou rolô blackout com cortina decorativa;</li>
<li><strong>Cozinha e banheiro:</strong> persiana, que lida melhor com umidade e gordura;</li>
<li><strong>Home office:</strong> rolô de tela solar ou cortina leve, conforme o sol.</li>
</ul>
<blockquote>A combinação das duas, persiana junto ao vidro e cortina por dentro, reúne a função da primeira e o aconchego da segunda.</blockquote>
<h2>E o orçamento?</h2>
<p>Não existe uma regra fixa de preço. Uma persiana rolô simples costuma custar menos que uma cortina de tecido com forro, mas uma persiana motorizada de tela solar importada pode superar uma cortina de voil. O que pesa no valor é o tamanho do vão, o tecido escolhido, o tipo de acionamento e a complexidade da instalação. Por isso, compare propostas para a mesma solução, com as mesmas medidas e o mesmo acabamento.</p>
<p>Na visita, avaliamos cada janela e indicamos a melhor solução, sem empurrar um produto só. Fale com a gente pela página de <a href="/contato">contato</a>.</p>$html$,
  null,
  null,
  '/blog-images/cortina-ou-persiana-qual-escolher.jpg',
  'Ilustração de um escritório em casa com cortinas terracota nas laterais de um voil branco, escrivaninha de madeira e planta.',
  'Helena',
  2,
  false,
  '2026-11-03 10:00-03',
  '2026-11-10 15:45-03'
);

insert into public.posts
  (slug, title, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time, published, created_at, updated_at)
values (
  'cores-de-cortina-para-cada-ambiente',
  'Cores de cortina: como escolher o tom certo para cada ambiente',
  'Neutros que ampliam, tons terrosos que acolhem e quando ousar',
  $html$<p>A cor da cortina muda a luz que entra no ambiente. Um tecido cru deixa a sala clara e aconchegante, enquanto um cinza-grafite cria um clima mais intimista. Por isso, a escolha da cor vai além do gosto pessoal: ela altera a sensação de todo o espaço.</p>
<h2>Neutros claros: a escolha segura</h2>
<p>Off-white, cru, areia e gelo são os tons mais pedidos, e com razão. Eles <strong>ampliam visualmente o ambiente</strong>, combinam com qualquer mobiliário e resistem bem às mudanças de decoração ao longo dos anos.</p>
<h2>Terrosos: aconchego natural</h2>
<p>Tons como caramelo, terracota, fendi e verde-oliva aquecem o ambiente e combinam com madeira, palha e linho. Funcionam muito bem em salas amplas e bem iluminadas, onde a cor ganha profundidade sem pesar.</p>
<h2>Escuros: elegância e escuridão</h2>
<ul>
<li>Azul-marinho, grafite e verde-escuro criam ambientes sofisticados;</li>
<li>Em quartos, reforçam a sensação de recolhimento;</li>
<li>Precisam de forro quando recebem sol, pois desbotam mais rápido.</li>
</ul>
<blockquote>Antes de decidir, veja a amostra do tecido na sua janela, de manhã e à tarde. A mesma cor muda muito com a luz de cada horário.</blockquote>
<h2>Dicas práticas</h2>
<ul>
<li>Em ambientes pequenos, aproxime a cor da cortina da cor da parede;</li>
<li>Em ambientes grandes, a cortina pode contrastar e virar protagonista;</li>
<li>Lembre-se de que a fachada pode ter regras de cor definidas pelo condomínio.</li>
</ul>
<h2>Estampas e listras</h2>
<p>Cortinas estampadas voltaram a aparecer em projetos mais ousados, principalmente em quartos infantis e salas de jantar. Estampas miúdas funcionam como textura e cansam menos; estampas grandes pedem paredes lisas e móveis discretos. Listras verticais alongam o pé-direito, enquanto as horizontais alargam visualmente a janela. Em qualquer caso, lembre-se de que a estampa precisa ser alinhada entre as folhas na confecção, o que aumenta o consumo de tecido.</p>
<p>Nos nossos mostruários há dezenas de tons de cada tecido. Veja exemplos no <a href="/portfolio">portfólio</a>.</p>$html$,
  null,
  null,
  '/blog-images/cores-de-cortina-para-cada-ambiente.jpg',
  'Ilustração de um quarto com cortinas verde-oliva nas laterais de um voil branco e cama de casal com almofadas verdes.',
  'Helena',
  2,
  false,
  '2026-11-12 16:30-03',
  '2026-11-12 16:30-03'
);

insert into public.posts
  (slug, title, subtitle, content, meta_title, meta_description, featured_image, featured_image_alt, author, read_time, published, created_at, updated_at)
values (
  'cortineiro-e-sanca-com-iluminacao',
  'Cortineiro e sanca com iluminação: o acabamento que valoriza a cortina',
  'Trilho escondido, luz indireta e uma parede com cara de projeto',
  $html$<p>Quem entra em um ambiente com cortina embutida no teto e luz indireta sobre o tecido percebe na hora o capricho do projeto. O cortineiro de gesso esconde o trilho, e a iluminação na sanca transforma a cortina em uma superfície iluminada, valorizando a textura e as ondas do tecido.</p>
<h2>O que é o cortineiro</h2>
<p>O cortineiro é um <strong>rebaixo no forro de gesso</strong>, junto à janela, que abriga o trilho. Ele esconde os carrinhos e o alto da cortina, deixando a impressão de que o tecido nasce do teto. Também ajuda a bloquear a luz que escaparia por cima da cortina, o que é ótimo para quartos.</p>
<h2>Medidas que importam</h2>
<ul>
<li>Profundidade suficiente para o trilho escolhido: um trilho duplo pede mais espaço;</li>
<li>Folga entre o tecido e a parede, para a cortina correr sem raspar;</li>
<li>Reforço no forro para suportar o peso da cortina, principalmente se houver motor.</li>
</ul>
<h2>Iluminação na sanca</h2>
<p>Uma fita de LED instalada na sanca, voltada para a cortina, cria uma <strong>luz indireta suave</strong> que desce pelo tecido. Tecidos texturizados, como linho rústico e gaze de linho, ficam ainda mais bonitos com esse efeito. Prefira luz de tom quente, entre 2700 K e 3000 K, para um ambiente acolhedor.</p>
<blockquote>Se a obra ainda não começou, este é o momento de prever o cortineiro, a iluminação e o ponto de energia do motor, tudo de uma vez.</blockquote>
<h2>Sanca aberta ou fechada?</h2>
<p>Na <strong>sanca aberta</strong>, a luz sai por uma fresta e se espalha pelo teto ou pela cortina; na <strong>sanca fechada</strong>, a iluminação fica embutida e o efeito é mais discreto. Para valorizar a cortina, a sanca aberta voltada para o tecido é a mais indicada. Combine com o seu arquiteto ou gesseiro a distância entre a fita de LED e o tecido, para que a luz desça de forma uniforme, sem manchas nem pontos brilhantes.</p>
<h2>E se o gesso já estiver pronto?</h2>
<p>Mesmo sem cortineiro, é possível instalar o trilho diretamente no teto e obter um resultado elegante. Em alguns casos, um acabamento de gesso pode ser acrescentado depois, com pouca obra.</p>
<p>Converse com a gente na fase de projeto para que a cortina seja pensada junto com o forro e a iluminação. Saiba mais na página de <a href="/cortina-para-sala">cortinas para sala</a>.</p>$html$,
  null,
  null,
  '/blog-images/cortineiro-e-sanca-com-iluminacao.jpg',
  'Ilustração de uma sala de jantar com cortinas bege e voil iluminados de cima, mesa de madeira, cadeiras claras e dois pendentes.',
  'Helena',
  2,
  false,
  '2026-11-18 11:20-03',
  '2026-11-18 11:20-03'
);
