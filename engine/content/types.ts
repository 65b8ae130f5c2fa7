/** The photos content may name: their folder as the owner sees it ('content/images') and their names without .jpg. */
export type PhotoNames = { folder: string; names: readonly string[] }
