import type { ReactNode } from 'react';
import { Stack } from '@casino/ui-kit';

/** The frame of a full-page auth screen: one narrow column (full width on phones) under its heading. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack
      gap="md"
      paddingX="md"
      paddingY="lg"
      style={{ width: '100%', maxWidth: 480, marginInline: 'auto' }}
    >
      <h1>{title}</h1>
      {children}
    </Stack>
  );
}
