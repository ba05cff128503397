/** The brand settings staff keep (read by the public configs here, changed by the admin module). */
export { lockBrandSettings, readBrandSettings, writeBrandSettings } from './brand-settings';
export type { BrandSettingChanges, BrandSettingKey } from './brand-settings';
/** SEO, script tags and third-party scripts: served here, changed by the admin module, read by the CSP. */
export { listSeoRows, readSeo, removeSeoRow, writeSeoRow } from './seo';
export { allSnippets, listScriptTags, writeScriptTag } from './script-tags';
export { lockThirdPartyScripts, readThirdPartyScripts, writeThirdPartyScripts } from './third-party-scripts';
export type { ThirdPartyScriptChanges } from './third-party-scripts';
