import { enhancePage } from '../renderer/client'

enhancePage()
