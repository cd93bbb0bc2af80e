// The variant language (docs/language.md). One rule a line: `name words: value  source "..."`.
// The grammar is generic: which rule names exist and what their values mean is the compiler's rule catalogue,
// so a new rule needs no grammar change. Newlines end rules, so they are tokens, not skipped.
grammar Variant;

variantFile
    : NL* (variant | delta) NL* EOF
    ;

// variant shaoyang extends hunan-half with peel "邵阳剥皮胡" {   (`with` is checked by the AST builder, so it stays
// an ordinary word in values such as `pair: one with pao or ti`)
variant
    : VARIANT name=WORD (EXTENDS parent=WORD parentOptions? (with=WORD deltaNames)?)? title=STRING? NL* '{' body '}'
    ;

// extends hunan[半花样, -x]: the parent as a room, its options chosen (docs/language.md, "Options and rooms")
parentOptions
    : '[' optionPick (',' optionPick)* ']'
    ;

optionPick
    : off='-'? name=(WORD | STRING)
    ;

// delta counting "数牌" requires x excludes peel overrides y {   (a named set of rules applied on any parent;
// the relation words are checked by the AST builder)
delta
    : DELTA name=WORD title=STRING? deltaRelation* NL* '{' body '}'
    ;

deltaRelation
    : relation=WORD deltaNames
    ;

// (a quoted name for an option whose name is no word: `excludes "15息起胡"`)
deltaNames
    : names+=(WORD | STRING) (',' names+=(WORD | STRING))*
    ;

body
    : NL* (item (NL+ item)*)? NL*
    ;

item
    : setting
    | block
    | without
    | sourceClause
    | choiceClause
    ;

// copies: 4   source "000:8-9"
setting
    : ruleName ':' value sourceClause? choiceClause?
    ;

ruleName
    : (WORD | INT)+
    ;

// pattern 红胡 { when: red >= 10 ... }   ('{' on the head's line, so a rule missing its ':' is caught there)
// option 全名堂 "全名堂" default off excludes 无名堂 { ... }   (a room option: only it takes a title and relations,
// which the AST builder checks)
block
    : kind=WORD name=(WORD | STRING) title=STRING? deltaRelation* '{' body '}' sourceClause?
    ;

// without pattern 红胡
without
    : WITHOUT kind=WORD name=(WORD | STRING)
    ;

sourceClause
    : SOURCE STRING
    ;

// choice "红胡 range": "000:86 (10-12 red)"
choiceClause
    : CHOICE topic=STRING ':' reading=STRING
    ;

// A value is a comma-separated list; each item is an expression, and a run of words is a phrase, so
// `previous discard, own draw`, `small 1, big 3, s7 9`, `ti = wei > hu` and `(huxi - 12) / 3` all parse.
value
    : expr (',' expr)*
    ;

expr
    : '-' expr                                          # negate
    | expr op=('*' | '/' | '%') expr                    # multiply
    | expr op=('+' | '-') expr                          # add
    | expr op=('<' | '<=' | '>' | '>=' | '=' | '!=') expr # compare
    | NOT expr                                          # not
    | expr AND expr                                     # and
    | expr OR expr                                      # or
    | IF expr THEN expr ELSE expr                       # if
    | WORD '(' expr (',' expr)* ')'                     # call
    | '(' expr ')'                                      # parens
    | INT                                               # int
    | WORD (WORD | INT)*                                # phrase
    ;

VARIANT : 'variant' ;
DELTA   : 'delta' ;
EXTENDS : 'extends' ;
WITHOUT : 'without' ;
SOURCE  : 'source' ;
CHOICE  : 'choice' ;
IF      : 'if' ;
THEN    : 'then' ;
ELSE    : 'else' ;
AND     : 'and' ;
OR      : 'or' ;
NOT     : 'not' ;

// The compiler's lexer reads the text through FoldedCharStream, which shows each character outside ASCII as a
// mark: \u0001 a letter of any script, \u0002 the ideographic space or the byte-order mark, \u0003 the right
// single quotation mark, \u0004 anything else (docs/performance.md, "Lexing"). The tokens keep the text as written.
INT     : [0-9]+ ;
// Letters of any script (so 红胡 and 柒 are words); inner hyphens join words (stale-wei), so write `a - b`
// with spaces in formulas.
WORD    : LETTER (LETTER | [0-9_'\u0003])* ('-' LETTER (LETTER | [0-9_'\u0003])*)* ;
STRING  : '"' ~["\r\n]* '"' ;
// A quote left open to the end of the line is still a STRING, so one line's typo does not derail the next;
// the compiler reports it (a STRING not ending in '"').
UNCLOSED_STRING : '"' ~["\r\n]* -> type(STRING) ;

COMMENT : '#' ~[\r\n]* -> skip ;
NL      : '\r'? '\n' ;
SPACE   : [ \t\u0002]+ -> skip ;

fragment LETTER : [a-zA-Z_\u0001] ;
