/*
 * Conformance case files: documented examples a QA person writes by hand.
 *
 *   case "Hunan: 一二三 in hand is 3 huxi" {
 *     variant hunan
 *     source "000:104"
 *     analyze s1 s2 s3 s4 s5 s6 ... pong:b3       # rest of the line: the holding, as `analyze` reads it
 *     expect complete, huxi 21, win
 *     expect groups: sentence s1 s2 s3 (3), pong b3 b3 b3 (3), ...
 *     expect waits: s3 b3
 *   }
 *
 * `expect error "text"` instead says the input must be rejected with a message containing the text.
 *
 * A case is a block of statements, one kind of statement per keyword. The input statement (`analyze`; later
 * `score`, and scenario statements) takes the rest of its line verbatim, so the holding notation is owned by
 * the runtime's holding parser and never duplicated here. New inputs and expectations are new alternatives:
 * old files keep parsing.
 */
parser grammar CasesParser;

options { tokenVocab = CasesLexer; }

file        : caseDef* EOF ;

caseDef     : CASE STRING LBRACE statement* RBRACE ;

statement
    : VARIANT (NAME | STRING)                                   # variantStatement
    | SOURCE STRING                                             # sourceStatement
    | ANALYZE HOLDING_TEXT?                                     # analyzeStatement
    | EXPECT GROUPS INCLUDE? COLON groupSpec (COMMA groupSpec)* # expectGroups
    | EXPECT WAITS COLON (NONE | card+)                         # expectWaits
    | EXPECT ERROR STRING                                       # expectError
    | EXPECT outcome (COMMA outcome)*                           # expectOutcomes
    ;

outcome
    : COMPLETE                  # completeOutcome
    | INCOMPLETE                # incompleteOutcome
    | HUXI (INT | NONE)         # huxiOutcome
    | WIN                       # winOutcome
    | NO WIN                    # noWinOutcome
    ;

/** One group of a decomposition: its kind, its cards, and its huxi in brackets. */
groupSpec   : KIND card+ LPAREN INT RPAREN ;

card        : CARD ;
