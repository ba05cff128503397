/** The naming rule of the theme contract's custom properties, shared by the contract and the bootstrap. */
export function themeVarName(path: readonly string[]): string {
  return `casino-${path.join('-')}`;
}
