/** One content page of each type but the neighbourhood page, which each test picks itself. */
export const contentPageTypes = [
  '/',
  '/cortina-para-sala',
  '/cortina-para-quarto',
  '/portfolio',
  '/contato',
  '/bairros-atendidos',
  '/politica-de-privacidade',
]
