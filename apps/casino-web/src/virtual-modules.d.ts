declare module 'virtual:brand-theme' {
  /** The chosen brand's theme class (an alias of `@casino/ui-kit/themes/<brand>`). */
  export const themeClass: string;
}
