declare module 'virtual:brand-theme' {
  /** The chosen brand's theme class (an alias of `@casino/ui-kit/brand-theme`, compiled for the build's brand). */
  export const themeClass: string;
}
