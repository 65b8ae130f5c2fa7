// The stack's one entry point for the tools around it (scripts/, tests/): nothing outside stack/ reaches past it.
export { lastLinkTo } from './gateway/auth/outbox.ts'
export { startStackForCommand, type CommandStack } from './forCommand.ts'
export type { LocalStackInfo } from './info.ts'
export { LOCAL_ADMIN, startLocalStack, type LocalStack, type LocalStackOptions } from './localStack.ts'
export { stackCommand } from './processes/command.ts'
export { exited, processAlive, waitForExit, type Exit } from './processes/exits.ts'
export { freePort } from './processes/ports.ts'
