import { enhancePage } from '../../renderer/client'

enhancePage()
if (document.querySelector('[data-not-found]')) console.warn(`404: página não encontrada: ${window.location.pathname}`)
