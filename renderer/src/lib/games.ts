/** The five games of Troll Night, in the order the home screen lists them (DESIGN.md). */
export const allGameIds = ['troll-dice', 'trolldilemma', 'battle-dice', 'thud', 'trol'] as const;
