package scenario

import "strconv"

// Pos is where a statement was written: the file name given to Parse and
// the 1-based line number.
type Pos struct {
	// File is the file name given to Parse (empty when none was given), and
	// Line the 1-based line number.
	File string
	Line int
}

// String formats p as "file:line" (just "line" when File is empty).
func (p Pos) String() string {
	if p.File == "" {
		return strconv.Itoa(p.Line)
	}
	return p.File + ":" + strconv.Itoa(p.Line)
}

// Node holds the position of a statement. Every statement type embeds it,
// which gives it its Pos method.
type Node struct {
	// At is where the statement was written.
	At Pos
}

// Pos returns the position of the statement.
func (n Node) Pos() Pos { return n.At }

// setPos moves the statement to p (Run's statements read back from a
// script's text keep the positions the script gave them).
func (n *Node) setPos(p Pos) { n.At = p }

// Statement is one line of a scenario. The concrete types are the
// pointer types *XxxStmt declared in this package; use a type switch.
// String formats the statement back into scenario syntax (see Format).
type Statement interface {
	// Pos returns where the statement was written.
	Pos() Pos
	// String formats the statement back into scenario syntax (see Format).
	String() string
	isStatement()
}

// SetupStatement is a statement allowed only before the first action: *PlayersStmt, *SeedStmt, *LifeStmt, *TurnStmt, *StartStmt,
// *RuleStmt and *ZoneStmt.
type SetupStatement interface {
	Statement
	isSetup()
}

// Action is a statement that drives the game: *PlayStmt, *CastStmt,
// *ActivateStmt, *TapStmt, *PassStmt, *ResolveStmt, *GotoStmt,
// *AttackStmt, *BlockStmt, *TargetStmt, *ChooseStmt, *DiscardStmt,
// *ConcedeStmt, *MulliganStmt and *KeepStmt. An action written with a leading "!" is wrapped in a
// *RefuseStmt, which is not itself an Action.
type Action interface {
	Statement
	isAction()
}

// Expectation is an "expect ..." statement: one of the *ExpectXxxStmt types.
type Expectation interface {
	Statement
	isExpectation()
}

// Script is a parsed scenario file. Setup holds the setup statements in
// file order, starting with the *PlayersStmt; Body holds everything after
// them (actions, refusals and expectations) in file order. Every Setup
// element is a SetupStatement; every Body element is an Action, an
// Expectation or a *RefuseStmt.
type Script struct {
	// File is the file name given to Parse. Setup holds the setup statements
	// and Body the statements after them, each in file order (see Script).
	File  string
	Setup []Statement
	Body  []Statement
}

// Players returns the player names of the script's players statement, in
// turn order, or nil if there is none.
func (s *Script) Players() []string {
	if s == nil {
		return nil
	}
	for _, st := range s.Setup {
		if p, ok := st.(*PlayersStmt); ok {
			return p.Names
		}
	}
	return nil
}

// Step is a step (or main phase) of a turn, as named in scenario files.
// The zero Step is not a valid step; it means "none".
type Step uint8

// The steps in turn order.
const (
	StepUntap       Step = iota + 1 // untap
	StepUpkeep                      // upkeep
	StepDraw                        // draw
	StepMain1                       // main1: precombat main phase
	StepCombat                      // combat: beginning of combat
	StepAttackers                   // attackers: declare attackers
	StepBlockers                    // blockers: declare blockers
	StepFirstStrike                 // firststrike: first-strike combat damage
	StepDamage                      // damage: combat damage
	StepEndCombat                   // endcombat: end of combat
	StepMain2                       // main2: postcombat main phase
	StepEnd                         // end: end step
	StepCleanup                     // cleanup
	numSteps
)

var stepNames = [numSteps]string{"", "untap", "upkeep", "draw", "main1", "combat", "attackers",
	"blockers", "firststrike", "damage", "endcombat", "main2", "end", "cleanup"}

// String returns the scenario name of s ("main1"), or "Step(N)" for a
// value that is not a step.
func (s Step) String() string {
	if s == 0 || s >= numSteps {
		return "Step(" + strconv.Itoa(int(s)) + ")"
	}
	return stepNames[s]
}

// ParseStep maps a scenario step name ("main1") to its Step.
func ParseStep(name string) (Step, bool) {
	for i := StepUntap; i < numSteps; i++ {
		if stepNames[i] == name {
			return i, true
		}
	}
	return 0, false
}

// The zone names of zone lines and zone expectations.
const (
	ZoneLibrary     = "library"
	ZoneHand        = "hand"
	ZoneBattlefield = "battlefield"
	ZoneGraveyard   = "graveyard"
	ZoneExile       = "exile"
	ZoneStack       = "stack" // only in "expect zone REF stack"
)

// ---- setup ----

// PlayersStmt is "players NAME NAME ...": the players in turn order, the
// first being the starting player. It is always the first statement.
type PlayersStmt struct {
	Node
	// Names are the players' names, in turn order.
	Names []string
}

// SeedStmt is "seed N": the seed for every random choice.
type SeedStmt struct {
	Node
	// Seed is N, the seed of every random choice.
	Seed uint64
}

// LifeStmt is "life PLAYER N": a starting life total.
type LifeStmt struct {
	Node
	// Player is the name of the player, and Life the starting life
	// total N.
	Player string
	Life   int
}

// TurnStmt is "turn N PLAYER STEP": the game begins at the start of Step
// of turn Turn, Player being the active player.
type TurnStmt struct {
	Node
	// Turn is the turn number N, Player the name of the active player, and
	// Step the step the game begins at.
	Turn   int
	Player string
	Step   Step
}

// StartStmt is "start [PLAYER] [shuffled]": the game begins from its start
// (CR 103) instead of at a step of a turn. Player, if given, takes the
// first turn; otherwise a player picked by the seed chooses who does.
// Shuffled shuffles the libraries before the opening hands are drawn;
// otherwise they are drawn from the libraries as listed, top first.
type StartStmt struct {
	Node
	// Player is the name of the player who takes the first turn, or "" when
	// not given; Shuffled reports whether "shuffled" was given.
	Player   string
	Shuffled bool
}

// RuleStmt is "rule NAME=VALUE": a rules option.
type RuleStmt struct {
	Node
	// Name and Value are the option's NAME and VALUE, as written.
	Name  string
	Value string
}

// ZoneStmt is "ZONE PLAYER: ITEM; ITEM; ...": cards put into Player's
// Zone (one of ZoneLibrary, ZoneHand, ZoneBattlefield, ZoneGraveyard,
// ZoneExile), in the order written (for the library: top first). Items is
// nil when nothing follows the colon.
type ZoneStmt struct {
	Node
	// Zone is the zone word (ZoneLibrary, ZoneHand, ...), Player the name of
	// the player whose zone it is, and Items the entries, in the order
	// written.
	Zone   string
	Player string
	Items  []Item
}

// Item is one entry of a zone line: "[Nx ]NAME[ [MOD, MOD, ...]]". Count
// is at least 1 (1 when there is no "Nx" prefix); the modifiers apply to
// each of the Count cards.
type Item struct {
	// Count is the number of cards (N of "Nx", else 1), Name the card or
	// token name, and Mods the modifiers in brackets.
	Count int
	Name  string
	Mods  Mods
}

// Mods are the modifiers of an Item. The zero Mods means none. Only Alias
// may be given outside the battlefield.
type Mods struct {
	Alias      string       // as=ALIAS; "" if absent
	Tapped     bool         // tapped
	Sick       bool         // sick
	Token      bool         // token
	Damage     *int         // damage=N; nil if absent
	Counters   []CounterMod // counter=KIND:N, in the order written
	Loyalty    *int         // loyalty=N; nil if absent (printed loyalty)
	Attached   string       // attached=REF; "" if absent
	Controller string       // controller=PLAYER; "" if absent (the zone line's player)
	Chosen     string       // chosen=NAME: the card name or creature type chosen as it entered; "" if absent
}

// CounterMod is a "counter=KIND:N" modifier: N (0 or more) counters of
// Kind ("+1/+1", "-1/-1", "loyalty", "charge", ...).
type CounterMod struct {
	// Kind is the counter kind as written ("+1/+1"), and N the number of
	// counters.
	Kind string
	N    int
}

// ---- actions ----

// PlayStmt is "PLAYER play REF": play a land.
type PlayStmt struct {
	Node
	// Player is the name of the player who plays the land, and Ref the REF
	// of the card.
	Player string
	Ref    string
}

// CastStmt is "PLAYER cast REF [-> T; T ...] [x=N] [convoke=A,B]" (x=N
// and convoke= in either order). Targets is nil without "->"; X is nil
// without "x=N"; Convoke is nil without "convoke=", else the aliases of
// the creatures tapped for convoke (CR 702.50).
type CastStmt struct {
	Node
	// Player is the name of the player who casts the spell, Ref the REF of
	// the card, Targets the targets after "->" in the order written, X the
	// value of "x=N", and Convoke the REFs of the creatures tapped for
	// convoke (see CastStmt for when each is nil).
	Player  string
	Ref     string
	Targets []string
	X       *int
	Convoke []string
}

// ActivateStmt is "PLAYER activate REF[#N] [-> T; ...] [x=N]". Index is
// the 1-based index N of the ability (1 without "#N"); Targets and X as in
// CastStmt.
type ActivateStmt struct {
	Node
	// Player is the name of the player who activates the ability, Ref the
	// REF of the permanent, Index the ability's 1-based number, and Targets
	// and X as in CastStmt.
	Player  string
	Ref     string
	Index   int
	Targets []string
	X       *int
}

// TapStmt is "PLAYER tap REF [for M] [plus M2]". For is one of "W", "U",
// "B", "R", "G", "C", or "" without "for". Plus is the colour of the
// additional mana a triggered mana ability on REF adds (CR 605.1b), or ""
// for the first it offers.
type TapStmt struct {
	Node
	// Player is the name of the player who activates the mana ability, Ref
	// the REF of the permanent, For the colour letter after "for" and Plus
	// the letters after "plus" (see TapStmt).
	Player string
	Ref    string
	For    string
	Plus   string
}

// PassStmt is "PLAYER pass", or "pass" with Player "" (whoever holds
// priority passes); "pass step" also passes for the rest of the step
// (game.PassRestOfStep).
type PassStmt struct {
	Node
	// Player is the name of the player who passes, or "" for whoever holds
	// priority; Step reports whether "step" was written (see PassStmt).
	Player string
	Step   bool
}

// ResolveStmt is "resolve".
type ResolveStmt struct {
	Node
}

// GotoStmt is "goto [turn N ][PLAYER ]STEP". Turn is 0 and Player "" when
// not given.
type GotoStmt struct {
	Node
	// Turn is N of "turn N" (0 when not given), Player the name of the
	// player whose turn is meant ("" when not given), and Step the step
	// to go to.
	Turn   int
	Player string
	Step   Step
}

// AttackStmt is "PLAYER attack [REF [-> P]; ...]". Attacks is nil for a
// bare "PLAYER attack" (no attackers).
type AttackStmt struct {
	Node
	// Player is the name of the player who declares attackers, and Attacks
	// the attackers, in the order written.
	Player  string
	Attacks []Attack
}

// Attack is one attacker of an AttackStmt. Defender is the player or
// planeswalker after "->", or "" for the default (the opponent).
type Attack struct {
	// Attacker is the REF of the attacking creature, and Defender the REF or
	// player name after "->" (see Attack).
	Attacker string
	Defender string
}

// BlockStmt is "PLAYER block [B -> A; ...]". Blocks is nil for a bare
// "PLAYER block" (no blockers).
type BlockStmt struct {
	Node
	// Player is the name of the player who declares blockers, and Blocks the
	// blocks, in the order written.
	Player string
	Blocks []Block
}

// Block is one "BLOCKER -> ATTACKER" pair of a BlockStmt.
type Block struct {
	// Blocker is the REF of the blocking creature, and Attacker the REF of
	// the attacking creature it blocks.
	Blocker  string
	Attacker string
	// at is the line of a teammate's block line merged into another
	// (Two-Headed Giant); zero for the statement's own line.
	at Pos
}

// TargetStmt is "PLAYER target [T; T ...]": targets for a triggered
// ability being put on the stack. Targets is nil for a bare
// "PLAYER target" (no targets chosen).
type TargetStmt struct {
	Node
	// Player is the name of the player who chooses the targets, and Targets
	// the targets, in the order written.
	Player  string
	Targets []string
}

// ChooseStmt is "PLAYER choose OPTION; ...": the answer to a pending
// choice, with at least one option.
type ChooseStmt struct {
	Node
	// Player is the name of the player who answers, and Options the options,
	// in the order written.
	Player  string
	Options []string
}

// DiscardStmt is "PLAYER discard REF; ...", with at least one REF.
type DiscardStmt struct {
	Node
	// Player is the name of the player who discards, and Refs the cards
	// discarded, in the order written.
	Player string
	Refs   []string
}

// ConcedeStmt is "PLAYER concede".
type ConcedeStmt struct {
	Node
	// Player is the name of the player who concedes.
	Player string
}

// MulliganStmt is "PLAYER mulligan": the player declares a mulligan
// (CR 103.4).
type MulliganStmt struct {
	Node
	// Player is the name of the player who takes the mulligan.
	Player string
}

// KeepStmt is "PLAYER keep": the player keeps their hand (CR 103.4).
type KeepStmt struct {
	Node
	// Player is the name of the player who keeps their hand.
	Player string
}

// RefuseStmt is "! ACTION" or "!RULE ACTION": the engine must refuse
// Action, and with a non-empty Rule the error must cite a rule number
// starting with Rule (e.g. "305.2"). Rule is "" for a bare "!".
type RefuseStmt struct {
	Node
	// Rule is the rule number after "!", or "" for a bare "!", and Action
	// the action the engine must refuse.
	Rule   string
	Action Action
}

// ---- expectations ----

// ExpectLifeStmt is "expect life PLAYER N".
type ExpectLifeStmt struct {
	Node
	// Player is the name of the player, and Life the life total N expected.
	Player string
	Life   int
}

// ExpectZoneStmt is "expect ZONE PLAYER: NAME; NAME ...": the zone holds
// exactly Names (in order for the library, top first; otherwise as a
// multiset). Names is nil for an empty zone ("expect hand Alice:"). Top
// is set for "expect library top PLAYER: NAME; ...": the library's top
// cards are Names, in order, whatever is below them.
type ExpectZoneStmt struct {
	Node
	// Zone is the zone word (ZoneLibrary, ZoneHand, ...), Player the name of
	// the player whose zone it is, Names the card names expected, and Top
	// reports whether "library top" was written (see ExpectZoneStmt).
	Zone   string
	Player string
	Names  []string
	Top    bool
}

// ExpectCountStmt is "expect ZONE PLAYER N": the zone holds Count objects.
type ExpectCountStmt struct {
	Node
	// Zone is the zone word, Player the name of the player whose zone it is,
	// and Count the number of objects N expected.
	Zone   string
	Player string
	Count  int
}

// ExpectInZoneStmt is "expect zone REF ZONE": REF is in Zone (a zone-line
// zone, or ZoneStack).
type ExpectInZoneStmt struct {
	Node
	// Ref is the REF of the object, and Zone the zone word it is expected
	// in.
	Ref  string
	Zone string
}

// ExpectTappedStmt is "expect tapped REF" (Tapped true) or
// "expect untapped REF" (Tapped false).
type ExpectTappedStmt struct {
	Node
	// Ref is the REF of the permanent, and Tapped whether it is expected
	// tapped.
	Ref    string
	Tapped bool
}

// ExpectPTStmt is "expect pt REF P/T": current power and toughness.
type ExpectPTStmt struct {
	Node
	// Ref is the REF of the permanent, and Power and Toughness its expected
	// power and toughness.
	Ref       string
	Power     int
	Toughness int
}

// ExpectDamageStmt is "expect damage REF N": marked damage.
type ExpectDamageStmt struct {
	Node
	// Ref is the REF of the permanent, and Damage the damage N expected
	// marked on it.
	Ref    string
	Damage int
}

// ExpectLoyaltyStmt is "expect loyalty REF N".
type ExpectLoyaltyStmt struct {
	Node
	// Ref is the REF of the permanent, and Loyalty its expected loyalty N.
	Ref     string
	Loyalty int
}

// ExpectCountersStmt is "expect counters REF KIND N".
type ExpectCountersStmt struct {
	Node
	// Ref is the REF of the permanent, Kind the counter kind as written
	// ("+1/+1"), and N the number of those counters expected on it.
	Ref  string
	Kind string
	N    int
}

// ExpectAttachedStmt is "expect attached REF -> REF" or
// "expect attached REF -> none" (To "").
type ExpectAttachedStmt struct {
	Node
	// Ref is the REF of the Aura or Equipment, and To what it is expected
	// attached to, or "" for none.
	Ref string
	To  string
}

// ExpectCombatStmt is an expectation about combat (CR 506): "expect
// attacking REF [-> PLAYER or PLANESWALKER]", "expect blocking REF
// [-> ATTACKER]", "expect blocked REF", "expect unblocked REF" or
// "expect out of combat REF". Kind is the expectation's word ("out of
// combat" for the last); Other is what follows "->", or "".
type ExpectCombatStmt struct {
	Node
	// Kind is the expectation's word, Ref the REF of the creature, and Other
	// what follows "->", or "" (see ExpectCombatStmt).
	Kind  string
	Ref   string
	Other string
}

// ExpectListedStmt is "expect listed ACTION" (Listed true) or "expect
// unlisted ACTION": whether the player's legal actions (Game.OptionsFor)
// offer a play, cast or activation of that card, with the targets, X and
// convoke creatures the line gives, if any. Action is a *PlayStmt,
// *CastStmt or *ActivateStmt.
type ExpectListedStmt struct {
	Node
	// Listed reports whether the action is expected listed ("listed") or not
	// ("unlisted"), and Action is the play, cast or activate line.
	Listed bool
	Action Action
}

// ExpectControllerStmt is "expect controller REF PLAYER".
type ExpectControllerStmt struct {
	Node
	// Ref is the REF of the permanent, and Player the name of the player
	// expected to control it.
	Ref    string
	Player string
}

// ExpectKeywordStmt is "expect has REF KEYWORD" (Has true) or
// "expect lacks REF KEYWORD" (Has false). Keyword is one word, or one of
// the rules' keywords of two words ("first strike", "battle cry"), or
// "protection from WORD" (words separated by single spaces).
type ExpectKeywordStmt struct {
	Node
	// Ref is the REF of the permanent, Keyword the keyword, and Has whether
	// it is expected to have it (see ExpectKeywordStmt).
	Ref     string
	Keyword string
	Has     bool
}

// ExpectPoolStmt is "expect pool PLAYER MANA" or "expect pool PLAYER
// empty" (Mana ""). Mana is a sequence of {W} {U} {B} {R} {G} {C}
// symbols without spaces ("{B}{B}"): Parse writes a {N} of the text as N
// {C} ("{2}{G}" reads "{C}{C}{G}"), and a hand-built one must be so
// written.
type ExpectPoolStmt struct {
	Node
	// Player is the name of the player, and Mana the mana expected in their
	// pool, or "" for none (see ExpectPoolStmt).
	Player string
	Mana   string
}

// ExpectStackStmt is "expect stack: NAME; NAME ..." (top first) or
// "expect stack empty" (Names nil; "expect stack:" means the same), or
// "expect stack N" (Count set: the stack holds N objects, as "expect
// ZONE PLAYER N" counts a zone).
type ExpectStackStmt struct {
	Node
	// Names are the names expected on the stack, top first, and Count the
	// number of objects expected on it when given (see ExpectStackStmt).
	Names []string
	Count *int
}

// ExpectStepStmt is "expect step PLAYER STEP": Player is the active player
// and the game is in Step.
type ExpectStepStmt struct {
	Node
	// Player is the name of the expected active player, and Step the
	// expected step.
	Player string
	Step   Step
}

// ExpectTurnStmt is "expect turn N".
type ExpectTurnStmt struct {
	Node
	// Turn is the expected turn number N.
	Turn int
}

// ExpectPriorityStmt is "expect priority PLAYER".
type ExpectPriorityStmt struct {
	Node
	// Player is the name of the player expected to hold priority.
	Player string
}

// ExpectLostStmt is "expect lost PLAYER".
type ExpectLostStmt struct {
	Node
	// Player is the name of the player expected to have lost.
	Player string
}

// ExpectLeftStmt is "expect left PLAYER": the player has left the game
// (CR 800.4) and everything they owned with them.
type ExpectLeftStmt struct {
	Node
	// Player is the name of the player expected to have left the game.
	Player string
}

// ExpectWinnerStmt is "expect winner PLAYER".
type ExpectWinnerStmt struct {
	Node
	// Player is the name of the player expected to have won.
	Player string
}

// ExpectPlayingStmt is "expect playing": the game is not over.
type ExpectPlayingStmt struct {
	Node
}

// ExpectDecisionStmt is "expect decision PLAYER KIND": the pending
// decision is Player's, of Kind, a lower-case word with '-' between its
// parts ("mulligan", "starting-player", "priority"; see the runner).
type ExpectDecisionStmt struct {
	Node
	// Player is the name of the player expected to decide, and Kind the
	// decision's word (see ExpectDecisionStmt).
	Player string
	Kind   string
}

// ExpectColorStmt is "expect color REF C C ..." or "expect color REF
// colorless" (Colors empty): REF has exactly these colours (CR 105),
// each one of W U B R G.
type ExpectColorStmt struct {
	Node
	// Ref is the REF of the object, and Colors its expected colours, each
	// one of "W", "U", "B", "R" and "G".
	Ref    string
	Colors []string
}

// ExpectTypesStmt is "expect types REF TYPE ...": REF has exactly these
// card types (CR 205.2a), written as printed ("Artifact Creature").
type ExpectTypesStmt struct {
	Node
	// Ref is the REF of the object, and Types its expected card types, one
	// word each ("Artifact", "Creature").
	Ref   string
	Types []string
}

// ExpectSubtypesStmt is "expect subtypes REF SUBTYPE ..." or "expect
// subtypes REF none" (Subtypes empty): REF has exactly these subtypes
// (CR 205.3), in any order.
type ExpectSubtypesStmt struct {
	Node
	// Ref is the REF of the object, and Subtypes its expected subtypes.
	Ref      string
	Subtypes []string
}

// ExpectTokensStmt is "expect tokens PLAYER NAME N": PLAYER controls N
// tokens named NAME.
type ExpectTokensStmt struct {
	Node
	// Player is the name of the player expected to control the tokens, Name
	// the tokens' name, and Count the number N expected.
	Player string
	Name   string
	Count  int
}

// ExpectKnownStmt is "expect known VIEWER ZONE OWNER: NAME; NAME ...":
// of OWNER's hand or library (ZONE), VIEWER knows exactly the cards
// Names beyond what they see (CR 400.2: a revealed card, one that came
// from a public zone, one they looked at and put back). For a library
// the order counts as the view gives it: the cards whose place VIEWER
// knows from the top down, then the others by name; for a hand it does
// not. Names is nil when VIEWER knows none.
type ExpectKnownStmt struct {
	Node
	// Viewer is the name of the player who knows the cards, Zone the zone
	// word (ZoneHand or ZoneLibrary), Owner the name of the player whose
	// zone it is, and Names the cards expected known (see ExpectKnownStmt).
	Viewer string
	Zone   string
	Owner  string
	Names  []string
}

// ---- sealing ----

func (*PlayersStmt) isStatement()          {}
func (*SeedStmt) isStatement()             {}
func (*LifeStmt) isStatement()             {}
func (*TurnStmt) isStatement()             {}
func (*RuleStmt) isStatement()             {}
func (*ZoneStmt) isStatement()             {}
func (*PlayStmt) isStatement()             {}
func (*CastStmt) isStatement()             {}
func (*ActivateStmt) isStatement()         {}
func (*TapStmt) isStatement()              {}
func (*PassStmt) isStatement()             {}
func (*ResolveStmt) isStatement()          {}
func (*GotoStmt) isStatement()             {}
func (*AttackStmt) isStatement()           {}
func (*BlockStmt) isStatement()            {}
func (*TargetStmt) isStatement()           {}
func (*ChooseStmt) isStatement()           {}
func (*DiscardStmt) isStatement()          {}
func (*ConcedeStmt) isStatement()          {}
func (*RefuseStmt) isStatement()           {}
func (*ExpectLifeStmt) isStatement()       {}
func (*ExpectZoneStmt) isStatement()       {}
func (*ExpectCountStmt) isStatement()      {}
func (*ExpectInZoneStmt) isStatement()     {}
func (*ExpectTappedStmt) isStatement()     {}
func (*ExpectPTStmt) isStatement()         {}
func (*ExpectDamageStmt) isStatement()     {}
func (*ExpectLoyaltyStmt) isStatement()    {}
func (*ExpectCountersStmt) isStatement()   {}
func (*ExpectAttachedStmt) isStatement()   {}
func (*ExpectCombatStmt) isStatement()     {}
func (*ExpectListedStmt) isStatement()     {}
func (*ExpectControllerStmt) isStatement() {}
func (*ExpectKeywordStmt) isStatement()    {}
func (*ExpectPoolStmt) isStatement()       {}
func (*ExpectStackStmt) isStatement()      {}
func (*ExpectStepStmt) isStatement()       {}
func (*ExpectTurnStmt) isStatement()       {}
func (*ExpectPriorityStmt) isStatement()   {}
func (*ExpectLostStmt) isStatement()       {}
func (*ExpectLeftStmt) isStatement()       {}
func (*ExpectWinnerStmt) isStatement()     {}
func (*ExpectPlayingStmt) isStatement()    {}
func (*StartStmt) isStatement()            {}
func (*MulliganStmt) isStatement()         {}
func (*KeepStmt) isStatement()             {}
func (*ExpectDecisionStmt) isStatement()   {}
func (*ExpectColorStmt) isStatement()      {}
func (*ExpectTypesStmt) isStatement()      {}
func (*ExpectSubtypesStmt) isStatement()   {}
func (*ExpectTokensStmt) isStatement()     {}
func (*ExpectKnownStmt) isStatement()      {}

func (*PlayersStmt) isSetup() {}
func (*SeedStmt) isSetup()    {}
func (*LifeStmt) isSetup()    {}
func (*TurnStmt) isSetup()    {}
func (*RuleStmt) isSetup()    {}
func (*ZoneStmt) isSetup()    {}
func (*StartStmt) isSetup()   {}

func (*PlayStmt) isAction()     {}
func (*CastStmt) isAction()     {}
func (*ActivateStmt) isAction() {}
func (*TapStmt) isAction()      {}
func (*PassStmt) isAction()     {}
func (*ResolveStmt) isAction()  {}
func (*GotoStmt) isAction()     {}
func (*AttackStmt) isAction()   {}
func (*BlockStmt) isAction()    {}
func (*TargetStmt) isAction()   {}
func (*ChooseStmt) isAction()   {}
func (*DiscardStmt) isAction()  {}
func (*ConcedeStmt) isAction()  {}
func (*MulliganStmt) isAction() {}
func (*KeepStmt) isAction()     {}

func (*ExpectLifeStmt) isExpectation()       {}
func (*ExpectZoneStmt) isExpectation()       {}
func (*ExpectCountStmt) isExpectation()      {}
func (*ExpectInZoneStmt) isExpectation()     {}
func (*ExpectTappedStmt) isExpectation()     {}
func (*ExpectPTStmt) isExpectation()         {}
func (*ExpectDamageStmt) isExpectation()     {}
func (*ExpectLoyaltyStmt) isExpectation()    {}
func (*ExpectCountersStmt) isExpectation()   {}
func (*ExpectAttachedStmt) isExpectation()   {}
func (*ExpectCombatStmt) isExpectation()     {}
func (*ExpectListedStmt) isExpectation()     {}
func (*ExpectControllerStmt) isExpectation() {}
func (*ExpectKeywordStmt) isExpectation()    {}
func (*ExpectPoolStmt) isExpectation()       {}
func (*ExpectStackStmt) isExpectation()      {}
func (*ExpectStepStmt) isExpectation()       {}
func (*ExpectTurnStmt) isExpectation()       {}
func (*ExpectPriorityStmt) isExpectation()   {}
func (*ExpectLostStmt) isExpectation()       {}
func (*ExpectLeftStmt) isExpectation()       {}
func (*ExpectWinnerStmt) isExpectation()     {}
func (*ExpectPlayingStmt) isExpectation()    {}
func (*ExpectDecisionStmt) isExpectation()   {}
func (*ExpectColorStmt) isExpectation()      {}
func (*ExpectTypesStmt) isExpectation()      {}
func (*ExpectSubtypesStmt) isExpectation()   {}
func (*ExpectTokensStmt) isExpectation()     {}
func (*ExpectKnownStmt) isExpectation()      {}
