/** A style sheet imported as text (`./x.css?inline`): Vite minifies it into the bundle. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
