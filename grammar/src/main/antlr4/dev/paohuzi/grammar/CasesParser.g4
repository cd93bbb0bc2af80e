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
 *   case "百旺: the 44 of 000:288" {
 *     variant baiwang
 *     source "000:287-288"
 *     score s1 s1 s1 ... pong:b9 self-draw last-card     # the holding, then `score`'s context words
 *     expect huxi 21, grade 3, fan 11, base 4
 *     expect patterns: 海底 2, 碰碰胡 4, 黑胡子 5
 *     expect payments: winner 88, next -44, previous -44
 *   }
 *
 *   A scenario scripts a hand (000:49-53: the chi 比 options of example 2):
 *
 *   case "Hunan: 比 example 2" {
 *     variant hunan
 *     source "000:49-53"
 *     dealer 0                                   # optional, seat 0 by default
 *     dead hands before 2                        # optional, 0 by default: dead hands in a row before (000:18)
 *     hand 0: s2 s3 ...                          # the cards of a seat that matter (the rest filled in), or
 *     deck s1 s1 ...                             #   the whole deck in deal order
 *     wall: s5 b7                                # the top of the wall, in draw order
 *     play discard s1                            # the pending seat's choice, in the engine's notation
 *     expect options: chi s1,s2,s3 bi s1,s2,s3 | pass     # exactly these legal options, `|` between them
 *     expect hand 1: s2 s3                       # a seat's concealed cards; `table 1: pong:b3`, `pile 1: s3`,
 *     expect stale 1: s1                         #   stale cards (臭牌), `none` for none
 *     expect last: forced pao s7                 # the last action applied (forced or chosen) and its seat
 *     expect result: win 1 on s5 huxi 21 self-draw    # or `dead ...`; see conformance/README.md
 *     expect points: 12 -6 -6                    # the hand's settlement per seat; `expect grade 2, fan 1`,
 *     expect patterns: 自摸 1                      #   `base`, `patterns` read the settlement too
 *   }
 *
 *   `settle 112 85 50 30` with `expect net: 80 40 -40 -80`; `expect refused` for a context that cannot happen;
 *   `score escape others-huxi:40` with `expect escape 51`; `score dead-hand jokers:1,0,1` with
 *   `expect dead-hand: dealer -5, next 10, previous -5`.
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
    | SCORE HOLDING_TEXT?                                       # scoreStatement
    | SETTLE HOLDING_TEXT?                                      # settleStatement
    | EXPECT PATTERNS COLON (NONE | patternSpec (COMMA patternSpec)*) # expectPatterns
    | EXPECT PAYMENTS COLON payment (COMMA payment)*            # expectPayments
    | EXPECT NET COLON amount+                                  # expectNet
    | EXPECT MATCH TAKEN COLON payment (COMMA payment)*         # expectMatchTaken
    | EXPECT REFUSED                                            # expectRefused
    | EXPECT ESCAPE amount                                      # expectEscape
    | EXPECT DEAD_HAND COLON payment (COMMA payment)*           # expectDeadHand
    | EXPECT GROUPS INCLUDE? COLON groupSpec (COMMA groupSpec)* # expectGroups
    | EXPECT WAITS COLON (NONE | card+)                         # expectWaits
    | EXPECT ERROR STRING                                       # expectError
    | EXPECT outcome (COMMA outcome)*                           # expectOutcomes
    | SEAT INT                                                  # dealerStatement
    | DEAD_HANDS_BEFORE INT                                     # deadHandsStatement
    | (HAND | WALL | DECK) HOLDING_TEXT?                        # setupStatement
    | PLAY HOLDING_TEXT?                                        # playStatement
    | EXPECT (OPTIONS | HAND | TABLE | STALE | PILE | LAST | RESULT | POINTS) HOLDING_TEXT? # expectStep
    ;

outcome
    : COMPLETE                  # completeOutcome
    | INCOMPLETE                # incompleteOutcome
    | HUXI (INT | NONE)         # huxiOutcome
    | WIN                       # winOutcome
    | NO WIN                    # noWinOutcome
    | GRADE INT                 # gradeOutcome
    | FAN INT                   # fanOutcome
    | BASE INT                  # baseOutcome
    | MATCH INT                 # matchOutcome
    ;

/** A pattern of a scored win and its fan: 海底 2, "十八大" 4. */
patternSpec : (CJK_NAME | NAME | STRING) INT ;

/** What one seat gains or pays, in the variant's stake: winner 88, next -44. */
payment     : SEAT amount ;

amount      : INT | MONEY ;

/** One group of a decomposition: its kind, its cards, and its huxi in brackets. */
groupSpec   : KIND card+ LPAREN INT RPAREN ;

card        : CARD ;
