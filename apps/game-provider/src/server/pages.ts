import { createHash } from 'node:crypto';
import { displayCode } from '@casino/contracts';
import type { LanguageCode } from '@casino/contracts';
import { CATALOGUE } from '../games/catalogue';
import { UI_STRINGS } from '../i18n';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON inside <script type="application/json">: `<` escaped so the data cannot close the tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.4 system-ui,sans-serif;background:var(--bg,#0f1b2d);color:#f2f5f9}
header{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:space-between;align-items:center;padding:.75rem 1rem;background:var(--panel,#16263d)}
h1{font-size:1.1rem;margin:0}.title{display:flex;gap:.6rem;align-items:center}.title img{border-radius:6px}.demo{background:#f5b400;color:#1b1b1b;font-weight:700;text-align:center;padding:.4rem}
main{max-width:960px;margin:0 auto;padding:1rem;display:grid;gap:1rem}
section{background:var(--panel,#16263d);border-radius:12px;padding:1rem}
.emblem{font-size:2rem;margin:0}
#stage{min-height:9rem;display:grid;place-items:center;text-align:center}
.reels{display:flex;gap:.35rem;justify-content:center}.reel{display:flex;flex-direction:column;gap:.35rem}
.reel span{display:grid;place-items:center;width:3rem;height:3rem;background:#0f1b2d;border-radius:8px;font-size:1.3rem}
.big{font-size:1.6rem;margin:.25rem}.pocket.red{color:#ff5b5b}.pocket.green{color:#41d67b}
.win{color:#41d67b;font-weight:700;font-size:1.3rem}.lose{color:#9fb0c6}
.keno{display:grid;grid-template-columns:repeat(10,1fr);gap:.25rem;margin:.5rem 0}
.keno button{padding:.45rem 0;min-height:2.4rem;border-radius:6px;border:0;background:#0f1b2d;color:inherit;touch-action:manipulation}
.keno button[aria-pressed=true]{background:var(--accent,#f5b400);color:#111}
.drawn{display:flex;flex-wrap:wrap;gap:.3rem;justify-content:center}.drawn span{padding:.3rem .5rem;border-radius:6px;background:#0f1b2d}
.drawn .hit{background:#41d67b;color:#111}
.row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
input,select,button,textarea{font:inherit;padding:.6rem .75rem;border-radius:8px;border:1px solid #2d4466;background:#0f1b2d;color:inherit}
button.primary{background:var(--accent,#f5b400);color:#111;border:0;font-weight:700;min-width:8rem;min-height:3rem;touch-action:manipulation}
button:disabled{opacity:.5}#message{color:#ff8f8f;min-height:1.4em}
code,.mono{font-family:ui-monospace,monospace;word-break:break-all;font-size:.85rem}
a{color:#7fc4ff}ul{padding-left:1.2rem}textarea{width:100%;min-height:5rem}
#verify{display:grid;gap:.75rem}.wide{width:100%}
@media (max-width:575.98px){.reel span{width:2.3rem;height:2.3rem;font-size:1rem}main{padding:.5rem}}
`;

/** The pages' one inline stylesheet, allowed by this hash in the content security policy. */
export const PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * A page of the provider. Its `<main>` is named (by the page's heading) because the page usually sits in
 * an operator's iframe, whose page has a `<main>` of its own: two unnamed main landmarks cannot be told
 * apart by a screen reader.
 */
function shell(lang: LanguageCode, title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="${displayCode(lang)}" data-lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}${script}</body></html>`;
}

export function gamePage(input: {
  sessionId: string;
  lang: LanguageCode;
  /** The title's code: its art heads the page. */
  gameId: string;
  gameName: string;
  demo: boolean;
}): string {
  const s = UI_STRINGS[input.lang];
  const boot = { sessionId: input.sessionId, strings: s };
  const body = `${input.demo ? `<div class="demo" role="status" data-testid="demo-banner">${escapeHtml(s.demoBanner)}</div>` : ''}
<header><div class="title"><img src="/assets/games/${encodeURIComponent(input.gameId)}.svg?w=128" alt="" width="64" height="48"><h1 id="page-title">${escapeHtml(input.gameName)}</h1></div><div>${escapeHtml(s.balance)}: <strong id="balance" data-testid="balance">…</strong></div></header>
<main aria-labelledby="page-title">
<section id="stage" aria-live="polite"></section>
<section id="free-rounds" data-testid="free-rounds" hidden></section>
<section><div class="row"><label for="stake">${escapeHtml(s.stake)}</label><input id="stake" inputmode="decimal" size="8">
<div id="controls" class="row"></div><button id="play" class="primary">${escapeHtml(s.play)}</button></div><p id="message" role="alert"></p></section>
<section><h2>${escapeHtml(s.fairness)}</h2>
<p>${escapeHtml(s.serverSeedHash)}: <code id="seed-hash"></code></p>
<div class="row"><label for="client-seed">${escapeHtml(s.clientSeed)}</label><input id="client-seed" maxlength="64">
<span>${escapeHtml(s.nonce)}: <strong id="nonce"></strong></span><button id="rotate" type="button">${escapeHtml(s.rotate)}</button></div>
<h3>${escapeHtml(s.revealed)}</h3><ul id="revealed" class="mono"></ul>
<h3>${escapeHtml(s.history)}</h3><ul id="history"></ul>
<p><a href="/verify?lang=${input.lang}" target="_blank" rel="noopener">${escapeHtml(s.verify)}</a></p></section>
</main>`;
  const script = `<script id="boot" type="application/json">${scriptJson(boot)}</script><script type="module" src="/client.js"></script>`;
  return shell(input.lang, input.gameName, body, script);
}

export function verifyPage(lang: LanguageCode, query: Record<string, string | undefined>): string {
  const s = UI_STRINGS[lang];
  const field = (name: string, label: string, value = query[name] ?? '') =>
    `<label>${escapeHtml(label)}<br><input name="${name}" value="${escapeHtml(value)}" class="mono wide"></label>`;
  const games = CATALOGUE.map(
    (g) =>
      `<option value="${g.id}"${g.id === query['game'] ? ' selected' : ''}>${escapeHtml(g.name)}</option>`,
  ).join('');
  const body = `<header><h1 id="page-title">${escapeHtml(s.verify)}</h1></header><main aria-labelledby="page-title"><section>
<form id="verify" method="get" action="/verify"><input type="hidden" name="lang" value="${lang}">
${field('serverSeed', s.serverSeed)}${field('clientSeed', s.clientSeed)}${field('nonce', s.nonce)}
<label>${escapeHtml(s.game)}<br><select name="game">${games}</select></label>
${field('bet', s.stake)}
<label>Options (JSON)<br><textarea name="options" class="mono">${escapeHtml(query['options'] ?? '{}')}</textarea></label>
<button class="primary">${escapeHtml(s.recompute)}</button></form></section>
${query['result'] ? `<section><h2>${escapeHtml(s.result)}</h2><pre class="mono" id="verify-result" data-testid="verify-result">${escapeHtml(query['result'])}</pre></section>` : ''}
</main>`;
  return shell(lang, s.verify, body);
}

export function messagePage(lang: LanguageCode, message: string): string {
  return shell(
    lang,
    message,
    `<main aria-label="${escapeHtml(message)}"><section><p role="alert">${escapeHtml(message)}</p></section></main>`,
  );
}
