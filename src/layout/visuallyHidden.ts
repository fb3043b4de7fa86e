// Text a screen reader reads and nobody sees (the usual clip pattern): a name or hint for something drawn as an icon.
export const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, m: '-1px', p: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;
