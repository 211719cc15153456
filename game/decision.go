package game

// DecisionKind says what the pending decision asks.
type DecisionKind uint8

// The kinds of decisions.
const (
	// DecideNone: nothing is pending (the game is over or not started).
	DecideNone DecisionKind = iota
	// DecidePriority: the player holds priority (CR 116): cast, activate,
	// play a land, or pass.
	DecidePriority
	// DecideDiscard: the player discards a card of their choice; Count
	// cards remain to discard (CR 514.1 cleanup, or an effect such as Mind
	// Rot). Each answer discards one card.
	DecideDiscard
	// DecideAttackers: the active player declares attackers (CR 508.1).
	DecideAttackers
	// DecideBlockers: the defending player declares blockers (CR 509.1).
	DecideBlockers
	// DecideYesNo: the player answers a "you may" choice (CR 603.5) with
	// ActChoose, Choice 1 for yes and 0 for no.
	DecideYesNo
	// DecideTriggerOrder: the player puts one of their simultaneous
	// triggered abilities on the stack next (CR 603.3b), with ActChoose,
	// Choice indexing PendingTriggers; Count is how many wait. Alike
	// triggers (the same ability of alike sources for the same event) are
	// listed once, by the first of them: any of them is accepted, as the
	// first (Canonical).
	DecideTriggerOrder
	// DecideTargets: the player chooses targets for their triggered
	// ability being put on the stack (CR 603.3d), with ActChooseTargets.
	DecideTargets
	// DecideSearch: the player picks a card found in a library search
	// (CR 701.17), with ActChoose naming the card in Object, or Object 0
	// to find nothing more. Count cards may still be found.
	DecideSearch
	// DecideKeep: the player keeps one of several permanents (legend rule
	// CR 704.5k, planeswalker uniqueness), with ActChoose naming it.
	DecideKeep
	// DecideRedirect: the controller of a source dealing noncombat damage
	// to an opponent may have it dealt to a planeswalker that opponent
	// controls instead (CR 306.7, the seed rule), with ActChoose naming
	// the planeswalker in Object, or Object 0 for no.
	DecideRedirect
	// DecideDamageOrder: the attacking player puts the blockers of the
	// attacker at index Count of Game.Attackers in damage assignment
	// order (CR 509.2), one ActChoose per blocker naming the next one in
	// Object.
	DecideDamageOrder
	// DecidePick: the player puts one of the top Count cards of their
	// library into their graveyard (Jace's +1), with ActChoose naming it.
	DecidePick
	// DecideChooseCard: the player chooses which exiled card to copy
	// (Chandra, Pyromaster's −7), with ActChoose naming it; and which
	// creature a Mercurial Pretender enters as a copy of (CR 706.2),
	// ActChoose naming it, or Object 0 to copy nothing.
	DecideChooseCard
	// DecideCastCopy: the player may cast the copy in exile without
	// paying its mana cost: ActCast naming it (with targets), or ActChoose
	// with Choice 0 to decline (CR 706.12).
	DecideCastCopy
	// DecideStartingPlayer: the player chosen at random chooses who takes
	// the first turn (CR 103.2), with ActChoose, Choice the PlayerID of
	// the starting player; in Two-Headed Giant the starting team, named
	// by its first player's PlayerID (CR 103.2a).
	DecideStartingPlayer
	// DecideMulligan: the player declares whether they take a mulligan
	// (CR 103.4), with ActChoose, Choice 1 to mulligan and 0 to keep the
	// hand. Count is the number of cards in the hand.
	DecideMulligan
	// DecideBottom: after every player kept, the player, whose hand is
	// smaller than the starting hand, has looked at the top card of their
	// library (CR 103.4, the 2017 rule) and answers with ActChoose,
	// Choice 1 to put it on the bottom and 0 to leave it on top.
	DecideBottom
	// DecideSacrifice: the player pays the "Sacrifice a <permanent>" cost
	// of the ability they just activated or the spell they just cast (an
	// additional cost: Life's Legacy), the top of the stack
	// (CR 601.2h via 602.2b, 701.15a), with ActChoose naming the
	// permanent in Object.
	DecideSacrifice
	// DecideTakeRevealed: the player has revealed the top Count cards of
	// their library and may put one matching the resolving effect's filter
	// into their hand (Satyr Wayfinder), with ActChoose naming it in
	// Object, or Object 0 for none; the rest go to the graveyard.
	DecideTakeRevealed
	// DecideUnless: the player may stop the resolving effect's "unless"
	// effects (CR 608.2c) by doing one of its alternatives: ActChoose
	// with Object naming the permanent to sacrifice or to return to its
	// owner's hand, Choice 1 to pay the life, or nothing to do none.
	DecideUnless
	// DecideName: the player chooses a nonland card name (CR 201.3), with
	// ActChoose, Choice indexing CardNames().
	DecideName
	// DecideCreatureType: the player chooses a creature type as a
	// permanent enters (CR 614.12), with ActChoose, Choice indexing
	// ability.CreatureTypes.
	DecideCreatureType
	// DecideTopOrBottom: the player puts one of their cards the resolving
	// effect moves on the top (Choice 0) or the bottom (Choice 1) of their
	// library, with ActChoose naming it in Object; Count cards are left.
	DecideTopOrBottom
	// DecideFind: the player chooses a card the resolving effect finds in
	// their hand, graveyard or library, with ActChoose naming it in
	// Object, or Object 0 for none (Choice 1: the player searched their
	// library and found nothing, CR 701.17b). A card put onto the
	// battlefield attacking names what it attacks in Targets[0] (CR 508.4).
	// Count 1 marks a search for any number of cards (Stain the Mind): it
	// is asked again after each card found, until Object 0 ends it.
	DecideFind
	// DecideHiddenCard: the player chooses a card in their hand in secret,
	// with ActChoose naming it in Object; no other player learns which.
	DecideHiddenCard
	// DecideGuess: the player guesses whether the card another player
	// chose in secret has a mana value greater than Count, with ActChoose,
	// Choice 1 for greater and 0 for not greater.
	DecideGuess
	// DecideCastFree: the player may cast the card the resolving effect
	// offers without paying its mana cost (CR 107.3b): ActCast naming it
	// (with targets), or ActChoose with Choice 0 to decline.
	DecideCastFree
	// DecideChoosePermanent: the player chooses a permanent they control
	// for the resolving effect ("return a creature you control to its
	// owner's hand", CR 608.2c), with ActChoose naming it in Object.
	DecideChoosePermanent
	// DecideColor: the player chooses a colour for the resolving effect
	// (CR 105.4: one of the five colours), with ActChoose, Choice the
	// mana.Color (0 white to 4 green). Count is the amount of mana the
	// colour is for when the effect adds mana ("add three mana of any
	// one color", CR 106.1, 608.2d; only the colours it allows are
	// legal, and mana.Colorless, 5, when it offers colourless mana), and
	// 0 when it is the colour of the sources a prevention stops.
	DecideColor
	// DecideCopyTargets: the player chooses the targets of a copy of an
	// activated ability the resolving effect makes, the original's or
	// new ones (CR 706.10c), with ActChooseTargets.
	DecideCopyTargets
	// DecideChoosePlayer: the player chooses which other player makes a
	// choice that a player who has left the game would have made
	// (CR 800.4f: Master of Predicaments' guess), with ActChoose, Choice
	// the PlayerID.
	DecideChoosePlayer
	// DecideDefendingPlayer: in Two-Headed Giant, the controller of a
	// resolving attack trigger about "the defending player" chooses which
	// of the two defending players it means (CR 810.7b), with ActChoose,
	// Choice the PlayerID. LegalActions lists first the player the
	// creature was declared at.
	DecideDefendingPlayer
	// DecideCombatDamagePlayer: in Two-Headed Giant, as a combat damage
	// step begins, the attacking team chooses which defending player the
	// attacker at index Count of Game.Attackers deals its combat damage
	// to (CR 810.7f), with ActChoose, Choice the PlayerID. It is asked for
	// each attacker that would deal combat damage to the defending team,
	// in the order they were declared; LegalActions lists first the
	// player the creature attacks. Either player of the team may answer.
	DecideCombatDamagePlayer
)

var decisionNames = [...]string{"none", "priority", "discard", "attackers", "blockers", "yes/no",
	"trigger order", "targets", "search", "keep", "redirect", "damage order", "pick", "choose card", "cast copy",
	"starting player", "mulligan", "bottom", "sacrifice", "take revealed", "unless", "name", "creature type",
	"top or bottom", "find", "hidden card", "guess", "cast free", "choose permanent", "color", "copy targets", "choose player",
	"defending player", "combat damage player"}

// String returns the decision kind's name.
func (k DecisionKind) String() string {
	if int(k) >= len(decisionNames) {
		return "decision?"
	}
	return decisionNames[k]
}

// Decision is what the game waits for: who decides, and what. The legal
// answers are listed by LegalActions.
type Decision struct {
	// Kind is what is to be decided, and Player the player who decides; they
	// are DecideNone and NoPlayer when nothing is pending (see Pending).
	Kind   DecisionKind
	Player PlayerID
	// Count is the number of cards still to discard, for DecideDiscard,
	// and the number of cards in hand, for DecideMulligan; for the
	// decisions about one attacker (DecideDamageOrder,
	// DecideCombatDamagePlayer) it is that attacker's index in
	// Game.Attackers (and in View.Combat); the other kinds say what it
	// means where it means something.
	Count int
}

// Pending returns the pending decision; Kind is DecideNone, and Player
// NoPlayer, when the game is over or has not started.
func (g *Game) Pending() Decision {
	if g.pending.Kind == DecideNone {
		return Decision{Player: NoPlayer}
	}
	d := g.pending
	if d.Kind == DecideDamageOrder || d.Kind == DecideCombatDamagePlayer {
		d.Count = g.listedAttackerIndex(d.Count)
	}
	return d
}

// listedAttackerIndex turns the index of an attacker in the combat
// record, which keeps the attackers that left the battlefield (CR
// 506.4), into its index in Attackers, which doesn't.
func (g *Game) listedAttackerIndex(i int) int {
	n := 0
	for j := 0; j < i && j < len(g.combat.attackers); j++ {
		if g.permanentNow(g.combat.attackers[j].id) {
			n++
		}
	}
	return n
}
