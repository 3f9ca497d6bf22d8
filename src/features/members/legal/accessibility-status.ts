/**
 * The conformity status the RGAA asks every page footer to show ('Accessibilité : …'). No RGAA
 * audit has been made yet, so the statement must say 'non conforme' whatever the automatic
 * checks find (RGAA 4.1, obligations: a status comes from an audit).
 */
export const accessibilityStatus = 'non conforme';
