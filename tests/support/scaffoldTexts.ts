/** The texts an owner types into a new neighbourhood's empty fields, in the scaffold's order, on one line each as typed. */
export const vilaMadalena = [
  'Cortinas sob medida na Vila Madalena para casas de vila, sobrados reformados e estúdios com janelas grandes voltadas para a rua.',
  'Cortinas sob medida na Vila Madalena para morar entre ateliês e ladeiras',
  'Na Vila Madalena as ruas sobem e descem entre grafites, bares e ateliês, e as casas acompanham esse jeito: sobrados reformados com tijolo aparente, estúdios com janelões de ferro e prédios novos com varandas que dão para o Beco do Batman. A luz muda de um quarteirão para outro, e cada janela pede uma solução própria.',
  'Medida tirada no local',
  'Vamos até a sua casa, medimos vão por vão e desenhamos a cortina para o desnível de cada parede.',
  'Visita sem pressa',
  'Levamos amostras de tecido e mostramos como cada uma fica com a luz da tarde entrando pela janela.',
  'Tecidos para cada uso',
  'Linho, gaze e blackout em várias gramaturas, escolhidos para o quarto, a sala ou o estúdio de trabalho.',
  'Luz sob controle',
  'Camadas de voal e forro deixam o sol de fim de tarde suave e preservam a privacidade diante da rua movimentada.',
  'Projeto junto com você',
  'Combinamos cores e acabamentos com os móveis garimpados, os quadros e as plantas que dão cara à casa.',
  'ambiente-09',
  'Sala com duas janelas, sofá rosado e cortinas terracota sobre voil branco',
  'portfolio-02',
  'Quarto de casal com cortinas em onda e voil branco na luz do fim de tarde',
  'sistema-prega-macho',
  'Detalhe do alto de cortinas em prega macho presas num trilho, com voil ao centro',
  'Cliente',
  'Nosso estúdio tem uma janela enorme virada para o poente; agora dá para trabalhar à tarde sem ofuscar a tela.',
  'Mora na Vila Madalena e quer ver como a sua janela ficaria? Mande fotos pelo WhatsApp e marcamos uma visita na semana.',
]

/** The neighbourhood scaffold's block for a real testimonial, from its key to its closing brace. */
const testimonialBlock = /\n {2}testimonial: \{[^]*?\n {2}\},/

/**
 * The scaffold's text with its empty fields filled in order. Its testimonial is marked as an example, or, with
 * `testimonial: 'none'`, deleted as the scaffold tells an owner with no real one to do.
 */
export function fillScaffold(source: string, texts: readonly string[], testimonial: 'example' | 'none' = 'example'): string {
  let next = 0
  const filled = source.replace(/(: |\[)''/g, (_, before: string) => `${before}'${texts[next++] ?? ''}'`)
  return testimonial === 'example' ? filled.replace("// consent: 'AAAA-MM-DD',", 'example: true,') : filled.replace(testimonialBlock, '')
}
