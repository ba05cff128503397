export { sniffImageType } from './images';
export type { ImageType } from './images';
export { receiveImageUpload } from './receive';
export type { UploadMessages } from './receive';
export { sendImage } from './send-image';
export { readUpload, storeUpload } from './store';
export type { StoredUpload, UploadFile } from './store';
