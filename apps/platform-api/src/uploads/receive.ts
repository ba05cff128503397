import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fieldError, MESSAGES } from '../http/errors';
import { sniffImageType } from './images';
import type { StoredUpload } from './store';
import { storeUpload } from './store';

/** The texts a module answers with when the upload is missing, too large or not an image. */
export interface UploadMessages {
  missing: string;
  tooLarge: string;
  unsupported: string;
}

const missingFile = (messages: UploadMessages) =>
  new AppError(400, 'VALIDATION_FAILED', messages.missing, [fieldError('body.file', messages.missing)]);

/**
 * What a failed multipart read tells the caller. Everything `request.file()` and `toBuffer()` throw is
 * about the request body (a cut-off or boundary-less body from busboy, a limit from the plugin), so none
 * of it is a server fault: limits are 413, anything else the missing file's 400.
 */
function uploadRefusal(app: FastifyInstance, error: unknown, messages: UploadMessages): AppError {
  if (error instanceof AppError) return error;
  const errors = app.multipartErrors;
  if (
    error instanceof errors.RequestFileTooLargeError ||
    error instanceof errors.FilesLimitError ||
    error instanceof errors.PartsLimitError ||
    error instanceof errors.FieldsLimitError
  ) {
    return new AppError(413, 'BODY_TOO_LARGE', messages.tooLarge);
  }
  return missingFile(messages);
}

/**
 * Reads the one image of a multipart request (field `file`; the size limit is the multipart plugin's),
 * checks its type by its first bytes, and keeps it under a server-chosen name for the member. Register
 * `@fastify/multipart` with `files: 1` and the size limit in the calling plugin.
 */
export async function receiveImageUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  upload: { userId: number; purpose: string; messages: UploadMessages },
): Promise<StoredUpload> {
  const { messages } = upload;
  if (!request.isMultipart())
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedMediaType);
  let data: Buffer;
  try {
    const file = await request.file();
    if (!file) throw missingFile(messages);
    data = await file.toBuffer();
  } catch (error) {
    throw uploadRefusal(app, error, messages);
  }
  if (data.length === 0) throw missingFile(messages);
  const contentType = sniffImageType(data);
  if (!contentType) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', messages.unsupported, [
      fieldError('body.file', messages.unsupported),
    ]);
  }
  return storeUpload(app.db, app.config.uploadDir, {
    userId: upload.userId,
    purpose: upload.purpose,
    contentType,
    data,
  });
}
