package game

import (
	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// "Choose a card in your hand. That player guesses whether the card's
// mana value is greater than 4. If the player guessed wrong, you may cast
// the card without paying its mana cost." (Master of Predicaments.) The
// card is chosen in secret: it is kept in res.chosen, which no view, event
// or prompt shows; the guesser's options are the same whatever it is.
// Whether the guess was right stays secret too: after any guess the
// controller answers whether to cast the card, and may cast it only after
// a wrong one (a card not cast needn't be revealed, so the guesser doesn't
// learn which it was). Stages: 0 the controller chooses
// (DecideHiddenCard), 1 the player guesses (DecideGuess), 2 and 4 the
// controller answers whether to cast it (DecideCastFree) after a guess of
// "not greater" (2) or "greater" (4), 3 the controller chooses the
// opponent who guesses in place of a player who left the game
// (DecideChoosePlayer, CR 800.4f).

// guessEffect returns the OpChooseAndGuess of the resolution, or nil.
func (g *Game) guessEffect() *ability.Effect {
	return g.resolvingEffectOf(ability.OpChooseAndGuess)
}

// startChooseAndGuess asks the controller to choose a card in secret.
func (g *Game) startChooseAndGuess(e *ability.Effect) bool {
	ctrl := PlayerID(g.res.item.Controller)
	var ps [MaxPlayers]PlayerID
	if len(g.players[ctrl].hand) == 0 || len(g.guessers(e, &ps)) == 0 {
		return false
	}
	g.res.next--
	g.res.stage, g.res.chosen = 0, 0
	g.pending = Decision{Kind: DecideHiddenCard, Player: ctrl}
	return true
}

// guessers returns who may guess: the player the effect names, or, when
// that player has left the game, the opponents of the controller still in
// it, one of whom the controller chooses (CR 800.4f). With none, nobody
// guesses. The list is in seat order, in buf.
func (g *Game) guessers(e *ability.Effect, buf *[MaxPlayers]PlayerID) []PlayerID {
	out := buf[:0]
	g.effectPlayers(e, func(q PlayerID) { out = append(out, q) })
	if len(out) > 0 {
		return out[:1]
	}
	ctrl := PlayerID(g.res.item.Controller)
	for q := range g.players {
		if g.inGame(PlayerID(q)) && g.opponents(ctrl, PlayerID(q)) {
			out = append(out, PlayerID(q))
		}
	}
	return out
}

// namedGuesser reports whether the player the effect names is still in
// the game to guess. When that player has left, the controller chooses
// the opponent who guesses in place, even if only one is left: a choice
// the rules give is asked with one option too (CR 800.4f).
func (g *Game) namedGuesser(e *ability.Effect) bool {
	named := false
	g.effectPlayers(e, func(PlayerID) { named = true })
	return named
}

// legalHiddenCards lists the cards of the hand, identical cards once.
func (g *Game) legalHiddenCards(buf []Action, d Decision) []Action {
	hand := g.players[d.Player].hand
	for i, s := range hand {
		if !g.seenBefore(hand[:i], s) {
			buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Object: g.idOf(s)})
		}
	}
	return buf
}

// answerHiddenCard records the secret choice and asks for the guess.
func (g *Game) answerHiddenCard(a Action) error {
	e := g.guessEffect()
	s, ok := g.lookup(a.Object)
	if e == nil || !ok || g.objects[s].zone != zone.Hand || g.objects[s].owner != a.Player {
		return alsoCite(refuseField(ErrNotAllowed, "Object", "608.2c", "choose a card in your hand"), "608.2d")
	}
	prev := g.res.chosen
	g.res.chosen = a.Object
	if !g.askGuess(e) {
		g.res.chosen = prev
		return refuse(ErrNotAllowed, "608.2c", "nobody is left to guess")
	}
	return nil
}

// askGuess asks the player the effect names to guess or, when that player
// has left, asks the controller to choose an opponent to guess in place
// (CR 800.4f); it reports false when nobody may.
func (g *Game) askGuess(e *ability.Effect) bool {
	var buf [MaxPlayers]PlayerID
	ps := g.guessers(e, &buf)
	switch {
	case len(ps) == 0:
		return false
	case len(ps) == 1 && g.namedGuesser(e):
		g.res.stage = 1
		g.pending = Decision{Kind: DecideGuess, Player: ps[0], Count: g.effectAmount(e)}
	default:
		g.res.stage = 3
		g.pending = Decision{Kind: DecideChoosePlayer, Player: PlayerID(g.res.item.Controller)}
	}
	return true
}

// guessAfterLeaving asks the guess again when the player who was to
// guess has left the game (see askGuess). The card stays the one already
// chosen (CR 608.2c: the instructions are followed in order, not
// restarted).
func (g *Game) guessAfterLeaving() {
	if !g.askGuess(g.guessEffect()) {
		g.endGuess()
		g.runEffects()
	}
}

// legalGuessers lists the opponents the controller may choose to guess.
func (g *Game) legalGuessers(buf []Action, d Decision) []Action {
	if e := g.guessEffect(); e != nil {
		var ps [MaxPlayers]PlayerID
		for _, p := range g.guessers(e, &ps) {
			buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Choice: int(p)})
		}
	}
	return buf
}

// answerChoosePlayer takes the opponent who guesses in place of the
// player who left the game (CR 800.4f).
func (g *Game) answerChoosePlayer(a Action) error {
	e := g.guessEffect()
	if e == nil || g.res.stage != 3 {
		return refuse(ErrNotAllowed, "800.4f", "no choice of a player is waiting")
	}
	var ps [MaxPlayers]PlayerID
	if a.Choice < 0 || a.Choice >= len(g.players) || !slices.Contains(g.guessers(e, &ps), PlayerID(a.Choice)) {
		return refuseField(ErrNotAllowed, "Choice", "800.4f", "player %d can't guess: choose an opponent still in the game", a.Choice)
	}
	g.res.stage = 1
	g.pending = Decision{Kind: DecideGuess, Player: PlayerID(a.Choice), Count: g.effectAmount(e)}
	return nil
}

// answerGuess records the guess and asks the controller whether to cast
// the card, which a wrong guess allows (see mayCastGuessed).
func (g *Game) answerGuess(a Action) error {
	if a.Choice != 0 && a.Choice != 1 {
		return refuseField(ErrNotAllowed, "Choice", "608.2c", "choice %d: 1 guesses greater, 0 not greater", a.Choice)
	}
	e := g.guessEffect()
	if e == nil {
		return refuse(ErrNotAllowed, "608.2c", "no guess is waiting")
	}
	g.emitChoice(a, DecideGuess)
	ctrl := PlayerID(g.res.item.Controller)
	g.pending = Decision{}
	if s, ok := g.lookup(g.res.chosen); ok && g.objects[s].zone == zone.Hand {
		g.res.stage = 2
		if a.Choice == 1 {
			g.res.stage = 4
		}
		g.pending = Decision{Kind: DecideCastFree, Player: ctrl}
		return nil
	}
	g.endGuess()
	g.runEffects()
	return nil
}

// castFreeStage reports whether the resolution waits for the controller's
// answer after a guess (stage 2 or 4).
func (g *Game) castFreeStage() bool { return g.res.stage == 2 || g.res.stage == 4 }

// mayCastGuessed reports whether the card chosen in secret may be cast:
// the guess was wrong, and the card is still in its owner's hand and is
// not a land (a land is played, not cast, CR 305.9).
func (g *Game) mayCastGuessed() bool {
	e := g.guessEffect()
	s, ok := g.lookup(g.res.chosen)
	if e == nil || !ok || !g.castFreeStage() || g.objects[s].zone != zone.Hand || g.objects[s].def.IsLand() {
		return false
	}
	greater := g.objects[s].def.ManaValue() > g.effectAmount(e)
	return greater != (g.res.stage == 4)
}

// endGuess forgets the secret card and moves past the effect.
func (g *Game) endGuess() {
	g.res.stage, g.res.chosen = 0, 0
	g.res.next++
}

// legalCastFree lists declining, then casting the card with each choice
// of targets.
func (g *Game) legalCastFree(buf []Action, d Decision) []Action {
	buf = append(buf, Action{Kind: ActChoose, Player: d.Player})
	s, ok := g.lookup(g.res.chosen)
	if !ok || !g.mayCastGuessed() {
		return buf // the guess was right: nothing to cast
	}
	def := g.objects[s].def
	if g.castRestricted(d.Player, def) {
		return buf // its own conditions still hold (CR 601.3)
	}
	id := g.firstTwinInHand(d.Player, g.res.chosen) // the listed form (see Canonical)
	specs, _ := spellTargets(def, 0)
	return g.targetChoices(buf, Action{Kind: ActCast, Player: d.Player, Object: id}, specs, d.Player, id, 0)
}

// declineCastFree answers DecideCastFree with "don't cast it".
func (g *Game) declineCastFree(a Action) error {
	if a.Choice != 0 || a.Object != 0 {
		return refuse(ErrNotAllowed, "608.2c", "cast the card with ActCast, or decline with Choice 0 and no Object")
	}
	g.pending = Decision{}
	g.endGuess()
	g.runEffects()
	return nil
}

// castFree casts the offered card without paying its mana cost, during
// the resolution (CR 608.2f: timing permissions don't apply; CR 107.3b:
// X is 0), then goes on with the resolution.
func (g *Game) castFree(a Action) error {
	slot, ok := g.lookup(a.Object)
	chosen, ok2 := g.lookup(g.res.chosen)
	// An identical card in the same hand stands for the chosen one.
	if !ok || !ok2 || g.objects[slot].zone != zone.Hand || g.objects[slot].owner != a.Player ||
		g.objects[slot].def != g.objects[chosen].def {
		return refuse(ErrNotAllowed, "608.2c", "only the chosen card can be cast now")
	}
	d := g.objects[slot].def
	if !g.mayCastGuessed() {
		if d.IsLand() {
			// The caster's own card: a land is played, never cast (CR
			// 305.1, 305.9); that says nothing of the guess.
			return refuseAlso(ErrNotAllowed, "305.1", "305.9, 608.2c", "%s is a land: it is played, never cast", d.Name)
		}
		return refuse(ErrNotAllowed, "608.2c", "%s can't be cast: the guess was right, or it is a land", d.Name)
	}
	if a.X != 0 {
		return refuse(ErrNotAllowed, "107.3b", "X=%d for %s: cast without paying its mana cost, X must be 0", a.X, d.Name)
	}
	// Cast without paying its mana cost, it is cast all the same: the
	// card's own conditions and additional costs apply (CR 601.3, 601.2f,
	// 117.9), and X is 0 (CR 107.3b).
	if err := g.castRestriction(a.Player, d); err != nil {
		return err
	}
	specs, _ := spellTargets(d, 0)
	if err := g.checkTargets(specs, &a, a.Object, d.Name); err != nil {
		return alsoCite(err, "601.2c")
	}
	id := g.moveObject(slot, zone.Stack)
	g.objects[slot].controller = a.Player
	g.charsChangedFor(slot)
	g.pushItem(stack.Item{Kind: stack.Spell, Source: uint32(id), Controller: int8(a.Player),
		NumTargets: uint8(a.NumTargets), Targets: a.Targets})
	// It counts (Illusory Angel's condition), and its cast and target
	// triggers go once it is cast (CR 601.2i): after the sacrifice it
	// costs, if any (answerSacrifice goes on with the resolution).
	g.countSpellCast(a.Player)
	if d.AdditionalSacrifice != nil {
		g.pending = Decision{Kind: DecideSacrifice, Player: a.Player}
		return nil
	}
	g.castComplete(a.Player)
	g.pending = Decision{}
	g.resumeAfterFreeCast()
	return nil
}

// resumeAfterFreeCast goes on with the resolution that let a player cast
// a spell during it, once that spell is cast: the next copy of Chandra's
// ultimate to cast, or past Master of Predicaments' guess.
func (g *Game) resumeAfterFreeCast() {
	if g.castFreeStage() { // the guess's free cast (see answerGuess)
		g.endGuess()
		g.runEffects()
		return
	}
	if !g.nextCopy() {
		g.runEffects()
	}
}
