/* Tokens of the conformance case files; the grammar and its rationale are in CasesParser.g4. */
lexer grammar CasesLexer;

CASE        : 'case' ;
VARIANT     : 'variant' ;
SOURCE      : 'source' ;
ANALYZE     : 'analyze' -> pushMode(HOLDING) ;
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
KIND        : 'sentence' | 'two-seven-ten' | 'mixed' | 'pair' | 'kan' | 'pong' | 'wei' | 'stale-wei' | 'pao' | 'ti' ;

CARD        : [sSbB] ('10' | [1-9]) | 'W' | [一二三四五六七八九十壹贰叁肆伍陆柒捌玖拾王] ;
INT         : [0-9]+ ;
NAME        : [a-zA-Z_] [a-zA-Z0-9_-]* ;
STRING      : '"' (~["\r\n\\] | '\\' ["\\])* '"' ;

LBRACE      : '{' ;
RBRACE      : '}' ;
LPAREN      : '(' ;
RPAREN      : ')' ;
COLON       : ':' ;
COMMA       : ',' ;

COMMENT     : '#' ~[\r\n]* -> skip ;
WS          : [ \t\r\n\u3000]+ -> skip ;
/* Anything else is one bad character; the parser reports it with its position. */
ERROR_CHAR  : . ;

mode HOLDING;
HOLDING_TEXT    : ~[\r\n#}]+ ;
HOLDING_COMMENT : '#' ~[\r\n]* -> skip ;
HOLDING_END     : [\r\n] -> skip, popMode ;
HOLDING_RBRACE  : '}' -> type(RBRACE), popMode ;
