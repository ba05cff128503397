/** The header a call and its reply carry their TraceID in (spec section 3's CorrelationID). */
export const CORRELATION_HEADER = 'CorrelationID';
