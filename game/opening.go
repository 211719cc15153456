package game

import "github.com/spellstack/spellstack/zone"

// The start of the game (CR 103): who takes the first turn, the opening
// hands and their mulligans, and the look at the top card after them. The
// game is started (Apply and LegalActions work) but its first turn has
// not begun: Turn is 0 until the starting player's first turn does.

// startingHandSize is the number of cards of an opening hand (CR 103.4).
const startingHandSize = 7

// openingStage is where the start of the game is.
type openingStage uint8

const (
	// openingNone: the start is not in progress (not begun, or done).
	openingNone openingStage = iota
	// openingChooser: the chooser picks the starting player (CR 103.2).
	openingChooser
	// openingMulligan: players declare mulligans in turn order (CR 103.4).
	openingMulligan
	// openingBottom: players look at their top card in turn order.
	openingBottom
)

var openingStageNames = [...]string{"none", "starting player", "mulligan", "bottom"}

// openingState is the start of the game's state.
type openingState struct {
	stage openingStage
	// seat is Config.StartingSeat until the start begins: 0 for a player
	// chosen per CR 103.2, N for the N-th seat.
	seat int
	// starter is the starting player (CR 103.2); for positions begun by
	// Start, the seat Config.StartingSeat names, or 0.
	starter PlayerID
	// mulligans counts the mulligans each player has taken.
	mulligans [MaxPlayers]int
	// kept: the player kept their opening hand and can't mulligan again.
	kept [MaxPlayers]bool
	// declared: the player declared a mulligan this round and takes it
	// when every player has declared.
	declared [MaxPlayers]bool
}

// StartOpening begins a game made by NewEmpty and Put with the start of
// CR 103 rather than at a step of a turn: the libraries are shuffled if
// shuffle is set (else they stay as put, top first), the starting player
// is chosen (the first decision, unless Config.StartingSeat fixes it),
// each player draws seven cards and declares mulligans, and then the
// starting player's first turn begins at its untap step. StartOpening and
// Start are allowed once, and not both.
func (g *Game) StartOpening(shuffle bool) error {
	if g.started {
		return refuse(ErrBadConfig, "", "game already started")
	}
	if shuffle {
		for p := range g.players {
			g.shuffleLibrary(PlayerID(p))
		}
	}
	g.beginOpening()
	return nil
}

// StartingPlayer returns the player who takes (or took) the first turn,
// or NoPlayer before the game starts and while it is being chosen
// (CR 103.2). For positions begun by Start it is the player
// Config.StartingSeat names, or the first player.
func (g *Game) StartingPlayer() PlayerID {
	if !g.started || g.opening.stage == openingChooser {
		return NoPlayer
	}
	return g.opening.starter
}

// Mulligans returns how many mulligans p has taken (CR 103.4).
func (g *Game) Mulligans(p PlayerID) int {
	if !g.validPlayer(p) {
		return 0
	}
	return g.opening.mulligans[p]
}

// InOpening reports whether the game is in its start (CR 103): started,
// with its first turn not yet begun.
func (g *Game) InOpening() bool { return g.opening.stage != openingNone }

// beginOpening starts the start of the game on shuffled (or set up)
// libraries: CR 103.2, then the deal of CR 103.4.
func (g *Game) beginOpening() {
	g.started = true
	g.turn = 0
	if g.opening.seat == 0 {
		// CR 103.2: the seed picks the player who chooses.
		chooser := PlayerID(g.rng.IntN(len(g.players)))
		g.opening.stage = openingChooser
		g.pending = Decision{Kind: DecideStartingPlayer, Player: chooser}
		return
	}
	g.opening.starter = g.team(PlayerID(g.opening.seat - 1))
	g.emit(Event{Kind: EventStartingPlayer, Player: g.opening.starter})
	g.dealOpeningHands()
}

// inTurnOrder returns the i-th player in turn order from the starting
// player (CR 103.2: turn order begins with the starting player). In
// Two-Headed Giant the starter is the starting team's first player, so
// the starting team's players come first (CR 103.4d).
func (g *Game) inTurnOrder(i int) PlayerID {
	return PlayerID((int(g.opening.starter) + i) % len(g.players))
}

// turnOrderIndex is the inverse of inTurnOrder.
func (g *Game) turnOrderIndex(p PlayerID) int {
	return (int(p) - int(g.opening.starter) + len(g.players)) % len(g.players)
}

// dealOpeningHands has each player draw their starting hand (CR 103.4)
// and asks the starting player the first mulligan declaration.
func (g *Game) dealOpeningHands() {
	for i := range g.players {
		p := g.inTurnOrder(i)
		if g.players[p].lost {
			continue
		}
		for n := 0; n < startingHandSize; n++ {
			g.drawCard(p)
		}
	}
	g.opening.stage = openingMulligan
	g.askMulligan(0)
}

// askMulligan asks the next mulligan declaration of the round, from
// turn-order position from on: the next player who has not kept. When
// every player has declared, the mulligans are taken at once and a new
// round begins, or the mulligans are over (CR 103.4).
func (g *Game) askMulligan(from int) {
	for {
		for i := from; i < len(g.players); i++ {
			p := g.inTurnOrder(i)
			if !g.opening.kept[p] && !g.players[p].lost {
				g.pending = Decision{Kind: DecideMulligan, Player: p, Count: len(g.players[p].hand)}
				return
			}
		}
		if !g.takeMulligans() {
			g.askBottom(0)
			return
		}
		from = 0
	}
}

// takeMulligans has every player who declared a mulligan take it, all at
// once (CR 103.4): the hand is shuffled into the library and a hand of
// one card fewer is drawn. It reports whether anyone took one.
func (g *Game) takeMulligans() bool {
	took := false
	for i := range g.players {
		p := g.inTurnOrder(i)
		if !g.opening.declared[p] {
			continue
		}
		g.opening.declared[p] = false
		if g.players[p].lost {
			continue // left the game after declaring it (CR 800.4a)
		}
		took = true
		g.opening.mulligans[p]++
		pl := &g.players[p]
		// A new hand of one fewer cards than the player had — fewer than
		// seven already when the library was short — or, the first time
		// in a multiplayer game, of as many (CR 103.4, 103.4c).
		n := len(pl.hand)
		if !g.freeMulligan(p) {
			n = max(n-1, 0)
		}
		for len(pl.hand) > 0 {
			g.moveObject(pl.hand[len(pl.hand)-1], zone.Library)
		}
		g.shuffleLibrary(p)
		for k := 0; k < n; k++ {
			g.drawCard(p)
		}
		g.emit(Event{Kind: EventMulligan, Player: p, Amount: len(pl.hand)})
	}
	return took
}

// askBottom asks, from turn-order position from on, the next player whose
// hand is smaller than the starting hand whether to put the top card of
// their library on the bottom (CR 103.4, the 2017 rule); when nobody is
// left, the first turn begins.
func (g *Game) askBottom(from int) {
	g.opening.stage = openingBottom
	if g.rules.Mulligan == MulliganVancouver {
		for i := from; i < len(g.players); i++ {
			p := g.inTurnOrder(i)
			pl := &g.players[p]
			if !pl.lost && len(pl.hand) < startingHandSize && len(pl.library) > 0 {
				g.pending = Decision{Kind: DecideBottom, Player: p}
				if q := g.teammate(p); q != NoPlayer {
					g.learnPlaces(p, 1, seatBit(q)) // the teammate may look too (CR 805.3a)
				}
				return
			}
		}
	}
	g.beginFirstTurn()
}

// beginFirstTurn ends the start of the game: the starting player takes
// the first turn (CR 103.7).
func (g *Game) beginFirstTurn() {
	g.opening.stage = openingNone
	g.pending = Decision{}
	for i := 0; i < len(g.players) && !g.inGame(g.opening.starter); i++ {
		// The starting player left during the start: the next player (team)
		// in turn order takes the first turn (CR 800.4a).
		g.opening.starter = g.nextTeam(g.opening.starter)
	}
	g.turn = 1
	g.active = g.opening.starter
	g.landsUsed = 0
	g.emit(Event{Kind: EventTurnBegin, Player: g.active, Amount: g.turn})
	// A permanent set up sick before the start came under control in the
	// first turn (CR 302.6): its untap step leaves it so.
	g.setUpThisTurn = true
	g.enterStep(Untap)
	g.setUpThisTurn = false // the untap step cleared it, unless the game ended first
}

// openingAfterLeaving goes on with the start of the game after p, who
// was to make a decision of kind k, left it (CR 800.4a): the next player
// in seat order chooses the starting player instead, or the next player
// in turn order declares a mulligan or looks at the top card.
func (g *Game) openingAfterLeaving(p PlayerID, k DecisionKind) {
	switch k {
	case DecideStartingPlayer:
		q := p
		for i := 0; i < len(g.players); i++ {
			if q = PlayerID((int(q) + 1) % len(g.players)); g.inGame(q) {
				break
			}
		}
		g.pending = Decision{Kind: DecideStartingPlayer, Player: q}
	case DecideMulligan:
		g.askMulligan(g.turnOrderIndex(p) + 1)
	case DecideBottom:
		g.askBottom(g.turnOrderIndex(p) + 1)
	}
}

// lateMulligan reports whether a is a mulligan declaration (or another
// keep) by a player who already kept, while others still declare.
func (g *Game) lateMulligan(a Action) bool {
	return g.opening.stage == openingMulligan && a.Kind == ActChoose && g.validPlayer(a.Player) && g.opening.kept[a.Player]
}

// freeMulligan reports whether the mulligan p has just taken is free: in
// a multiplayer game the first one draws as many cards as before
// (CR 103.4c).
func (g *Game) freeMulligan(p PlayerID) bool {
	return len(g.players) > 2 && g.opening.mulligans[p] == 1
}

// answerStartingPlayer takes the chooser's choice of the starting player
// (CR 103.2) and deals the opening hands.
func (g *Game) answerStartingPlayer(a Action) error {
	if a.Choice < 0 || a.Choice >= len(g.players) {
		return refuseField(ErrMalformed, "Choice", "103.2", "%d is not a player of this game (0..%d)", a.Choice, len(g.players)-1)
	}
	if !g.inGame(PlayerID(a.Choice)) {
		return refuse(ErrNotAllowed, "800.4a", "%s has left the game", g.playerName(PlayerID(a.Choice)))
	}
	if g.team(PlayerID(a.Choice)) != PlayerID(a.Choice) {
		return refuse(ErrNotAllowed, "103.2a", "choose the starting team by its first player, %s", g.playerName(g.team(PlayerID(a.Choice))))
	}
	g.opening.starter = PlayerID(a.Choice)
	g.emit(Event{Kind: EventStartingPlayer, Player: a.Player, Target: PlayerTarget(g.opening.starter), HasTarget: true})
	g.dealOpeningHands()
	return nil
}

// answerMulligan takes a mulligan declaration (CR 103.4): keep (0) or
// mulligan (1), which a hand of no cards can't.
func (g *Game) answerMulligan(a Action) error {
	p := a.Player
	switch {
	case a.Choice != 0 && a.Choice != 1:
		return refuseField(ErrMalformed, "Choice", "103.4", "answer mulligan (1) or keep (0), not %d", a.Choice)
	case a.Choice == 1 && len(g.players[p].hand) == 0:
		return refuse(ErrNotAllowed, "103.4", "a hand of zero cards must be kept")
	}
	if a.Choice == 1 {
		g.opening.declared[p] = true
	} else {
		g.opening.kept[p] = true
		g.emit(Event{Kind: EventKeep, Player: p, Amount: len(g.players[p].hand)})
	}
	g.askMulligan(g.turnOrderIndex(p) + 1)
	return nil
}

// answerBottom puts the top card of the library on the bottom (1) or
// leaves it (0), and asks the next player.
func (g *Game) answerBottom(a Action) error {
	if a.Choice != 0 && a.Choice != 1 {
		return refuseField(ErrMalformed, "Choice", "103.4", "answer bottom (1) or top (0), not %d", a.Choice)
	}
	p := a.Player
	// The player looked at the card: they know it and where it goes, and
	// so does a Two-Headed Giant teammate, who may look too (CR 805.3a).
	seen := seatBit(p)
	if q := g.teammate(p); q != NoPlayer {
		seen |= seatBit(q)
	}
	g.learnPlaces(p, 1, seen)
	if a.Choice == 1 {
		lib := g.players[p].library
		top := lib[len(lib)-1]
		copy(lib[1:], lib[:len(lib)-1])
		lib[0] = top
	}
	g.emit(Event{Kind: EventBottom, Player: p, Amount: a.Choice})
	g.askBottom(g.turnOrderIndex(p) + 1)
	return nil
}
