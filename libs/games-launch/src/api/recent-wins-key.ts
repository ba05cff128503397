/** The recent wins' query key: public data, the same for every visitor and member. */
export const recentWinsKey = ['games', 'recent-wins'] as const;
