/** What the standard close codes 1000-1015 mean (RFC 6455 section 7.4.1 and the IANA registry), for logs. */
export const CLOSE_CODE_MEANINGS: Readonly<Record<number, string>> = {
  1000: 'Normal closure',
  1001: 'Going away',
  1002: 'Protocol error',
  1003: 'Unsupported data',
  1004: 'Reserved',
  1005: 'No status received',
  1006: 'Abnormal closure',
  1007: 'Invalid frame payload data',
  1008: 'Policy violation',
  1009: 'Message too big',
  1010: 'Mandatory extension missing',
  1011: 'Internal server error',
  1012: 'Service restart',
  1013: 'Try again later',
  1014: 'Bad gateway',
  1015: 'TLS handshake failure',
};

/** `1006 Abnormal closure`, or `4001 Unknown close code` outside the standard range. */
export function describeCloseCode(code: number): string {
  return `${code} ${CLOSE_CODE_MEANINGS[code] ?? 'Unknown close code'}`;
}
