/** `import url from './x.ts?script'`: the URL of x.ts bundled as a script of its own (see pageScripts.ts). */
declare module '*?script' {
  const url: string
  export default url
}
