/** The brand settings staff keep (read by the public configs here, changed by the admin module). */
export { lockBrandSettings, readBrandSettings, writeBrandSettings } from './brand-settings';
export type { BrandSettingChanges, BrandSettingKey } from './brand-settings';
