// Package scenario reads scenario files, the engine's scripted test format
// (docs/scenarios.md describes the format in full).
//
// This part of the package is the parser: it turns the text of a .scn file
// into a *Script of typed statements. Card
// names, references, targets and options are kept as the strings written
// (the parser knows the engine's rule names, counter kinds and decision
// kinds, to report a wrong one with the other bad lines, and the default
// catalog's card names, to split "expect subtypes REF TYPES...");
// player names are checked only against the players statement. Resolving
// them against a game is the executor's job.
//
// # Grammar
//
// One statement per line. A '#' starts a comment that runs to the end of
// the line, wherever it stands ("Alice pass# done" passes), except the '#'
// of an ability number: right after an activated REF and followed by a
// digit, as in "activate Jace#2", or after a triggered ability's source
// in an order of triggers ("choose wn#2; wn#1"). Blank lines are ignored, words are separated by spaces or tabs, a
// "\r" ends a line as "\n" does (so "\r\n" is one line end), and other
// control characters outside comments are errors.
// Lists are separated by ';' and their elements are trimmed, so card names
// may contain spaces, commas, apostrophes and colons. A name or reference
// may not contain ';', "->", '#', '[' or ']'.
//
// Setup statements come first, starting with players, and may not follow
// an action (an expectation among them checks the setup built so far):
//
//	players NAME NAME...           (two to four distinct [A-Za-z][A-Za-z0-9_]*; the runner checks the count)
//	seed N
//	life PLAYER N
//	turn N PLAYER STEP
//	start [PLAYER] [shuffled]
//	rule NAME=VALUE
//	ZONE PLAYER: ITEM; ITEM...     ZONE: library hand battlefield graveyard exile
//	ITEM = [Nx ]NAME[ [MOD, MOD...]]
//	MOD  = as=ALIAS | tapped | sick | token | damage=N | counter=KIND:N |
//	       loyalty=N | attached=REF | controller=PLAYER | chosen=NAME
//
// Actions (a line whose first word is a declared player followed by an
// action verb is that player's action):
//
//	PLAYER play REF
//	PLAYER cast REF [-> T; T...] [x=N] [convoke=A,B]   (x= and convoke= in either order)
//	PLAYER activate REF[#N] [-> T; T...] [x=N]
//	PLAYER tap REF [for W|U|B|R|G|C] [plus W|U|B|R|G|C]
//	PLAYER pass [step] | pass [step]   (step: pass for the rest of the step, game.PassRestOfStep)
//	resolve
//	goto [turn N ][PLAYER ]STEP
//	PLAYER attack [REF [-> DEFENDER]; ...]
//	PLAYER block [BLOCKER -> ATTACKER; ...]
//	PLAYER target [T; T...]
//	PLAYER choose OPTION; ...
//	PLAYER discard REF; ...
//	PLAYER concede
//	PLAYER mulligan | PLAYER keep
//
// Any action may be prefixed by "!" or "!RULE" (a rule number such as
// 305.2, written right after the '!'); it is then wrapped in a
// *RefuseStmt. Setup statements and expectations cannot be refused.
//
// Expectations are "expect ..." lines, one statement type per form of
// docs/scenarios.md (see the ExpectXxxStmt types), "expect left PLAYER"
// and the characteristic checks "expect color/types/subtypes REF ..." and
// "expect tokens PLAYER NAME N" included. A "convoke=A,B" cast taps
// exactly the creatures A and B for convoke (CR 702.50a), each named by
// alias or unique name; without it no creature is tapped for convoke. In "expect has/lacks REF
// KEYWORD", the keyword is the last word of the line, or the last two
// for a keyword of two words ("first strike", "battle cry"), or the last
// three for "protection from X", or the last four for "protection from
// all colors". "expect pool" takes a mana string of {W}{U}{B}{R}{G}{C}
// symbols without spaces ({N} is N colourless mana), or "empty".
//
// Steps: untap upkeep draw main1 combat attackers blockers firststrike
// damage endcombat main2 end cleanup.
//
// # Checks beyond the grammar
//
// The parser also rejects, with the line: a setup statement after the
// first action; a second players, seed, turn or start statement, turn and
// start together, a second life
// for the same player or a second rule with the same name; undeclared
// players; an alias used twice, equal to a player name, or on an item with
// a count; modifiers other than as= outside the battlefield; a repeated
// modifier (except counter=).
//
// # Extensions
//
// "expect zone REF stack" is accepted (the stack as a zone), and
// "expect stack:" with nothing after the colon means the same as
// "expect stack empty"; "expect stack N" counts the stack's objects.
//
// The runner (Run, RunFile) adds these, none of which changes the meaning
// of a file written against the contract:
//   - a target written "none" leaves an "up to" target unchosen;
//   - "cast" also finds cards its player may cast from exile (a card an
//     effect lets them play, a copy being cast during a resolution), and
//     "play" lands its player may play from exile;
//   - "activate" also finds abilities that work from the graveyard;
//   - "choose" answers every choice the engine asks: yes/no, trigger
//     order, redirection to a planeswalker, damage assignment order, the
//     permanent to keep (legend rule, uniqueness), a card found by a
//     search or picked from the library, the exiled card to copy, and
//     "no" to decline a search or a copy; and also a card name or
//     creature type ("choose Lightning Strike", "choose Goblin"), an
//     "unless" (the permanent to sacrifice or return, "yes" to pay the
//     life, or where no life is offered the one permanent that can pay,
//     "no" for none), a permanent sacrificed for an
//     effect, "REF top" / "REF bottom" for each card put on top or bottom
//     of its owner's library, a card found in several zones ("REF", "no",
//     or "library" to search the library and find nothing; "REF; PLAYER" or "REF; PLANESWALKER" for one that enters
//     attacking, CR 508.4), a card chosen in secret, a guess ("yes" for
//     greater), and "no" to decline a free cast (casting it is "PLAYER
//     cast REF");
//   - "tap REF for M" fails the line when no mana ability of REF makes M;
//     "plus M2" chooses the colour of the additional mana a triggered
//     mana ability on REF adds (Verdant Haven, CR 605.1b; the first colour
//     it offers without it), one letter for each such ability ("plus RU");
//   - "choose" also answers the permanent chosen for a resolving effect
//     ("return a creature you control to its owner's hand", the decision
//     choose-permanent) and the additional sacrifice of a spell ("As an
//     additional cost to cast this spell, sacrifice an artifact"), asked
//     right after the spell is put on the stack;
//   - a discard that pays an activation cost is asked after the
//     activation and answered with "PLAYER discard REF".
//
// Rules options for "rule NAME=VALUE": uniqueness=all (the rules guide's
// rule, default) or uniqueness=choose-one (CR 704.5j); max-hand-size=N;
// mulligan=vancouver (the 2017 rule of CR 103.4, default; also "2017") or
// mulligan=paris (the Magic 2015 rule, without the look at the top card;
// also "m15"); variant=free-for-all (default) or variant=two-headed-giant;
// auto-pass=off (default) or auto-pass=on (game.Config.AutoPass: the
// engine passes for a player who can do nothing but pass).
//
// # The start of the game
//
// These statements, none of which changes the meaning of a file written
// against the contract, play the start of the game (CR 103):
//   - "start [PLAYER] [shuffled]", a setup statement that excludes "turn":
//     the game begins from its start instead of at a step of a turn. The
//     libraries, listed top first, are not shuffled before the opening
//     hands are drawn unless "shuffled" is written (mulligans shuffle, as
//     CR 103.4 says). Without PLAYER, the player the seed picks chooses
//     who takes the first turn (CR 103.2), answered with "PLAYER choose
//     PLAYER"; with PLAYER, PLAYER takes the first turn and no choice is
//     asked. Then each player draws seven cards and the mulligans are
//     declared.
//   - "PLAYER mulligan" and "PLAYER keep" declare a mulligan or keep the
//     hand (CR 103.4), in turn order from the starting player; the line
//     fails (it is not an engine refusal) when no mulligan is being
//     declared. "!103.4 PLAYER mulligan" checks that a player who kept, or
//     whose hand has no cards, can't mulligan.
//   - "PLAYER choose bottom" puts the top card of PLAYER's library on the
//     bottom after the mulligans, and "PLAYER choose top" leaves it there
//     (asked only under mulligan=vancouver, of each player in turn order
//     whose hand is smaller than seven).
//   - "expect decision PLAYER KIND": the pending decision is PLAYER's, of
//     KIND: the engine's decision name with '-' for spaces and '/':
//     starting-player, mulligan, bottom, priority, discard, attackers,
//     blockers, yes-no, trigger-order, targets, search, keep, redirect,
//     damage-order, pick, choose-card, cast-copy, sacrifice,
//     take-revealed, unless, name, creature-type, top-or-bottom, find,
//     hidden-card, guess, cast-free, choose-permanent, color,
//     copy-targets (answered with "PLAYER target T; ...", "PLAYER choose
//     T; ..." or "PLAYER choose no" to keep the original's targets; a
//     "PLAYER choose yes" before the line naming them is read with it),
//     choose-player, and in Two-Headed Giant defending-player (CR 810.7b)
//     and combat-damage-player (CR 810.7f), answered with "PLAYER choose
//     PLAYER".
//
// Once the start is done, the starting player's turn 1 begins at its
// untap step, and in a duel the starting player skips the draw of that
// turn (CR 103.7a; the starting team in Two-Headed Giant, 103.7b; nobody
// in a free-for-all, 103.7c): "expect step PLAYER upkeep" and
// "expect turn 1" hold then.
//
// # More than two players
//
// With three or four players the game is a free-for-all (CR 806) with the
// attack multiple players option (CR 802); "rule variant=two-headed-giant"
// with four makes the first two listed one team and the last two the
// other (CR 810), sharing a life total of 30 by default. The runner then:
//   - requires "-> PLAYER" (or "-> PLANESWALKER") on every attacker when
//     the attacking player has more than one opponent still in the game:
//     a bare REF fails the line as a runner error, not a refusal;
//   - asks each defending player to declare their own blocks in APNAP
//     order (CR 802.4): "Bob block ..." answers Bob's declaration;
//   - in Two-Headed Giant, lets either teammate write the team's one
//     combined attack or block line (naming creatures of both, CR
//     805.10), pass for the team and order the team's triggers with
//     "choose" (CR 805.5, 805.7); a block line followed at once by the
//     teammate's block line is one combined block, written in seat order;
//   - reads "life P N" and "expect life P N" as the team's life total in
//     Two-Headed Giant, "expect priority P", "expect step P STEP" and
//     "expect winner P" as holding for P's team;
//   - checks "expect left P": P has lost (or conceded, or the game was a
//     draw) and, while the game goes on, nothing P owned or controlled is
//     left in any zone (CR 800.4a); once the game is over nothing is
//     removed;
//   - passes around the table for "resolve" and "goto": every player
//     still in the game passes in succession (CR 116.4); "goto" fails
//     when the step is not reached in the current turn or the N turns
//     after it, for N players (teams) still in the game, at least two.
//
// Turn numbers count the turns taken: a player who left takes none
// (CR 800.4j). After the active player leaves, the turn goes on without
// one (CR 800.4i) and "expect step P STEP" still names it P's turn. A
// setup "controller=P" is a control-changing effect of P's that ends if
// P leaves (CR 800.4a).
//
// # Errors
//
// Parse reports every malformed line, not just the first: the error is
// an ErrorList of *ParseError values (one per line, with the column of the
// offending text) that all wrap ErrSyntax.
package scenario
