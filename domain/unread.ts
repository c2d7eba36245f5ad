/**
 * The dashboard's count of unread notices (docs/product.md, "Notices"): the server's count, which covers the notices up
 * to the latest it had when it counted, plus the notices the stream brought after that one. A count read while a notice
 * was on its way neither loses it (the stream brings it after the count was sent) nor counts it twice (the count
 * already has it when the stream brings it).
 */
export interface UnreadCount {
  count: number;
  /** The id of the user's latest notice when counted; 0 if none. */
  latestId: number;
}

export interface UnreadTally {
  /** The server's last count; null until read. */
  counted: UnreadCount | null;
  /** The ids of the notices that arrived on the stream and are not in `counted`. */
  arrived: readonly number[];
}

export const NO_TALLY: UnreadTally = { counted: null, arrived: [] };

/** A count read from the server: the notices that arrived after its latest stay on top of it. */
export function tallyCounted(tally: UnreadTally, counted: UnreadCount): UnreadTally {
  return { counted, arrived: tally.arrived.filter((id) => id > counted.latestId) };
}

/** A notice arrived on the stream: counted unless the count already has it. */
export function tallyArrived(tally: UnreadTally, id: number): UnreadTally {
  if ((tally.counted && id <= tally.counted.latestId) || tally.arrived.includes(id)) return tally;
  return { ...tally, arrived: [...tally.arrived, id] };
}

/** The unread notices to show; null while nothing is known yet. */
export function unreadOf({ counted, arrived }: UnreadTally): number | null {
  return counted === null && arrived.length === 0 ? null : (counted?.count ?? 0) + arrived.length;
}
