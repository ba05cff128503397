export { sniffImageType } from './images';
export type { ImageType } from './images';
export { readUpload, storeUpload } from './store';
export type { StoredUpload, UploadFile } from './store';
