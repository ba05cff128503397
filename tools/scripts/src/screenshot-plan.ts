/** Thai and English where the brand offers them, else English and the brand's first other language. */
export function screenshotLanguages(locales: readonly string[]): string[] {
  const wanted = ['th', 'en'].filter((code) => locales.includes(code));
  for (const code of locales) if (wanted.length < 2 && !wanted.includes(code)) wanted.push(code);
  return wanted;
}
