import { useEffect, useId, useRef, useState } from 'react';
import { MEMO_IMAGE_MAX_BYTES } from '@casino/contracts/memo';
import { Button, LoadingStatus } from '@casino/ui-kit';
import { useUploadMemoImage } from '../api/memos';
import { useMemoText } from '../text';
import * as styles from './memo.css';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** JPEG, PNG or WebP, at most 2 MB; checked here before uploading (the server checks the bytes too). */
export function checkMemoImage(file: File): 'type' | 'size' | null {
  if (!TYPES.includes(file.type)) return 'type';
  if (file.size > MEMO_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/**
 * Picks an image, uploads it at once (upload-message) and previews it; `onChange` gets the uploaded
 * image's url, or undefined once removed. Keyboard: the native file input, then the remove button.
 */
export function ImageAttach({ onChange }: { onChange: (url: string | undefined) => void }) {
  const t = useMemoText();
  const id = useId();
  const upload = useUploadMemoImage();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<'type' | 'size' | 'upload' | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const clear = () => {
    setPreview(null);
    onChange(undefined);
    if (input.current) input.current.value = '';
  };

  const pick = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return clear();
    const invalid = checkMemoImage(file);
    if (invalid) {
      setProblem(invalid);
      return clear();
    }
    try {
      const stored = await upload.mutateAsync(file);
      setPreview(URL.createObjectURL(file));
      onChange(stored.url);
    } catch {
      setProblem('upload');
      clear();
    }
  };

  return (
    <div className={styles.label}>
      <label htmlFor={id}>{t('image.attach')}</label>
      <input
        id={id}
        ref={input}
        type="file"
        accept={TYPES.join(',')}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      <span id={`${id}-hint`} className={styles.muted}>
        {t('image.hint')}
      </span>
      {upload.isPending ? <LoadingStatus label={t('image.uploading')} /> : null}
      {problem ? (
        <p role="alert" className={styles.error}>
          {t(`image.errors.${problem}`)}
        </p>
      ) : null}
      {preview ? (
        <div>
          <img src={preview} alt={t('image.preview')} className={styles.image} />
          <Button type="button" variant="secondary" size="sm" onClick={clear}>
            {t('image.remove')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
