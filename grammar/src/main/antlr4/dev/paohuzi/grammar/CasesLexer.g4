/* Tokens of the conformance case files; the grammar and its rationale are in CasesParser.g4. */
lexer grammar CasesLexer;

CASE        : 'case' ;
VARIANT     : 'variant' ;
SOURCE      : 'source' ;
ANALYZE     : 'analyze' -> pushMode(HOLDING) ;
SCORE       : 'score' -> pushMode(HOLDING) ;
SETTLE      : 'settle' -> pushMode(HOLDING) ;
/* Scenario statements: each takes the rest of its line (seat and cards, a choice, a result), read by the runner. */
HAND        : 'hand' -> pushMode(HOLDING) ;
WALL        : 'wall' -> pushMode(HOLDING) ;
DECK        : 'deck' -> pushMode(HOLDING) ;
PLAY        : 'play' -> pushMode(HOLDING) ;
OPTIONS     : 'options' -> pushMode(HOLDING) ;
TABLE       : 'table' -> pushMode(HOLDING) ;
STALE       : 'stale' -> pushMode(HOLDING) ;
PILE        : 'pile' -> pushMode(HOLDING) ;
LAST        : 'last' -> pushMode(HOLDING) ;
RESULT      : 'result' -> pushMode(HOLDING) ;
POINTS      : 'points' -> pushMode(HOLDING) ;
EXPECT      : 'expect' ;
GROUPS      : 'groups' ;
INCLUDE     : 'include' ;
WAITS       : 'waits' ;
ERROR       : 'error' ;
COMPLETE    : 'complete' ;
INCOMPLETE  : 'incomplete' ;
HUXI        : 'huxi' ;
WIN         : 'win' ;
NO          : 'no' ;
NONE        : 'none' ;
GRADE       : 'grade' ;
FAN         : 'fan' ;
BASE        : 'base' ;
MATCH       : 'match' ;
TAKEN       : 'taken' ;
PATTERNS    : 'patterns' ;
PAYMENTS    : 'payments' ;
NET         : 'net' ;
REFUSED     : 'refused' ;
ESCAPE      : 'escape' ;
DEAD_HAND   : 'dead-hand' ;
/* Scenario setup: the dead hands in a row before this one (000:18), `dead hands before 2`. */
DEAD_HANDS_BEFORE : 'dead' [ \t]+ 'hands' [ \t]+ 'before' ;
SEAT        : 'winner' | 'next' | 'across' | 'previous' | 'counting' | 'dealer' ;
KIND        : 'sentence' | 'two-seven-ten' | 'one-five-ten' | 'mixed' | 'pair' | 'kan' | 'pong' | 'wei' | 'stale-wei' | 'pao' | 'ti' ;

CARD        : [sSbB] ('10' | [1-9]) | 'W' | [一二三四五六七八九十壹贰叁肆伍陆柒捌玖拾王] ;
INT         : [0-9]+ ;
/* Money: signed, or with a fraction (+80, -45, 1.5, -2.0). */
MONEY       : [+-] [0-9]+ ('.' [0-9]+)? | [0-9]+ '.' [0-9]+ ;
/* A pattern name in Chinese (红胡, 十八大); a single card character stays a CARD. */
CJK_NAME    : [\u4e00-\u9fff]+ ;
NAME        : [a-zA-Z_] [a-zA-Z0-9_-]* ;
STRING      : '"' (~["\r\n\\] | '\\' ["\\])* '"' ;

LBRACE      : '{' ;
RBRACE      : '}' ;
LPAREN      : '(' ;
RPAREN      : ')' ;
COLON       : ':' ;
COMMA       : ',' ;

COMMENT     : '#' ~[\r\n]* -> skip ;
WS          : [ \t\r\n\u3000\uFEFF]+ -> skip ;
/* Anything else is one bad character; the parser reports it with its position. */
ERROR_CHAR  : . ;

mode HOLDING;
HOLDING_TEXT    : ~[\r\n#}]+ ;
HOLDING_COMMENT : '#' ~[\r\n]* -> skip ;
HOLDING_END     : [\r\n] -> skip, popMode ;
HOLDING_RBRACE  : '}' -> type(RBRACE), popMode ;
