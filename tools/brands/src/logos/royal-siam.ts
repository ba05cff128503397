/** Royal Siam wordmark: a gold crown over a navy shield. Colours are part of the brand asset. */
export const royalSiamLogoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48" role="img" aria-label="Royal Siam">
<path d="M8 6h32v20c0 10-8 16-16 20C16 42 8 36 8 26z" fill="#0b1f4b" stroke="#d4a72c" stroke-width="2"/>
<path d="M14 24l4-10 6 7 6-7 4 10z" fill="#d4a72c"/>
<rect x="14" y="26" width="20" height="4" rx="1" fill="#d4a72c"/>
<text x="50" y="31" font-family="Georgia, 'Times New Roman', serif" font-size="20" font-weight="700" fill="#d4a72c">Royal Siam</text>
</svg>`;
