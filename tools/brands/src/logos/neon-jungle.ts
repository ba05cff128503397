/** Neon Jungle wordmark: a sharp lime leaf beside a monospace name. Colours are part of the brand asset. */
export const neonJungleLogoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48" role="img" aria-label="Neon Jungle">
<path d="M6 42L24 6l18 36L24 30z" fill="#b6ff2e"/>
<path d="M24 6v24" stroke="#0a1f14" stroke-width="2"/>
<text x="50" y="31" font-family="ui-monospace, 'Cascadia Mono', Menlo, monospace" font-size="18" font-weight="700" fill="#b6ff2e">NEON/JUNGLE</text>
</svg>`;
