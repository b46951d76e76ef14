// The ways a tone template can lean, as a type of its own (read in template-lean.ts).

export type Lean = 'soft' | 'bold' | 'plain';
