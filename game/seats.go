package game

import "github.com/spellstack/spellstack/zone"

// Seats, teams and turn order for two to four players (CR 800–810).
// Players sit in the order Config lists them; turns and priority go
// around the table in that order (CR 101.4, 800.3). In Two-Headed Giant
// seats 0–1 and 2–3 are the two teams, each led by its first seat, its
// primary player (CR 805.2).

// twoHeaded reports whether the game is Two-Headed Giant.
func (g *Game) twoHeaded() bool { return g.rules.Variant == TwoHeadedGiant }

// team returns p's team: the seat of its primary player. Outside
// Two-Headed Giant every player is a team of one.
func (g *Game) team(p PlayerID) PlayerID {
	if g.twoHeaded() {
		return p &^ 1
	}
	return p
}

// teammate returns p's teammate in Two-Headed Giant, or NoPlayer.
func (g *Game) teammate(p PlayerID) PlayerID {
	if g.twoHeaded() {
		return p ^ 1
	}
	return NoPlayer
}

// opponents reports whether p and q are opponents: different players not
// on one team (CR 102.2, 102.3).
func (g *Game) opponents(p, q PlayerID) bool {
	return p != q && g.team(p) != g.team(q)
}

// inGame reports whether p is a player still in the game (CR 800.4).
func (g *Game) inGame(p PlayerID) bool {
	return p >= 0 && int(p) < len(g.players) && !g.players[p].lost
}

// nextSeat returns the next player after p in turn order who is still in
// the game, or p when there is none.
func (g *Game) nextSeat(p PlayerID) PlayerID {
	n := PlayerID(len(g.players))
	for q := (p + 1) % n; q != p; q = (q + 1) % n {
		if !g.players[q].lost {
			return q
		}
	}
	return p
}

// nextTeam returns the primary player of the team after p's in turn
// order that is still in the game (the next player outside Two-Headed
// Giant), or p's team when there is none.
func (g *Game) nextTeam(p PlayerID) PlayerID {
	if len(g.players) == 2 {
		return 1 - p // a duel: the other player, who is in the game while it goes on
	}
	if !g.twoHeaded() {
		return g.nextSeat(p)
	}
	n := PlayerID(len(g.players))
	t := g.team(p)
	for q := (t + 2) % n; q != t; q = (q + 2) % n {
		if !g.players[q].lost {
			return q
		}
	}
	return t
}

// teamsInGame counts the players (teams in Two-Headed Giant) still in
// the game: as many must pass in succession to end a step or resolve
// the top of the stack (CR 116.4, 805.5b).
func (g *Game) teamsInGame() int {
	n := 0
	for p := range g.players {
		if !g.players[p].lost && g.team(PlayerID(p)) == PlayerID(p) {
			n++
		}
	}
	return n
}

// apnap returns the players still in the game in APNAP order: the active
// player first, then the others in turn order (CR 101.4). A player who
// left is skipped, the active player included (CR 800.4i).
func (g *Game) apnap(buf *[MaxPlayers]PlayerID) []PlayerID {
	out := buf[:0]
	n := PlayerID(len(g.players))
	q := g.active
	for i := PlayerID(0); i < n; i++ {
		if !g.players[q].lost {
			out = append(out, q)
		}
		if q++; q == n {
			q = 0
		}
	}
	return out
}

// Team returns p's team: the seat of its first player. Outside
// Two-Headed Giant every player is their own team.
func (g *Game) Team(p PlayerID) PlayerID {
	if !g.validPlayer(p) {
		return NoPlayer
	}
	return g.team(p)
}

// Opponents reports whether p and q are opponents (CR 102.2): in
// Two-Headed Giant, teammates are not, and a player who has left the
// game (Lost) is no longer anyone's opponent (CR 800.4a).
func (g *Game) Opponents(p, q PlayerID) bool {
	return g.inGame(p) && g.inGame(q) && g.opponents(p, q)
}

// Variant returns the game's multiplayer variant.
func (g *Game) Variant() Variant { return g.rules.Variant }

// MayAnswer reports whether player p may answer the pending decision: the
// player it names, or in Two-Headed Giant a teammate when the team
// decides together (priority, attacks, blocks, the order of triggers and
// of blockers: CR 805.5, 805.7, 805.10).
func (g *Game) MayAnswer(p PlayerID) bool {
	if int(p) < 0 || int(p) >= len(g.players) || g.pending.Kind == DecideNone {
		return false
	}
	return g.mayAnswer(p, g.pending)
}

// mayAnswer reports whether p may answer decision d: its player, or in
// Two-Headed Giant their teammate when the team decides together:
// priority (CR 805.5), attacks and blocks (CR 805.10b, 805.10d), the
// order of triggers (CR 805.7) and of blockers (CR 805.10f).
func (g *Game) mayAnswer(p PlayerID, d Decision) bool {
	if p == d.Player {
		return true
	}
	if !g.twoHeaded() || p != g.teammate(d.Player) {
		return false
	}
	switch d.Kind {
	case DecidePriority, DecideAttackers, DecideBlockers, DecideTriggerOrder, DecideDamageOrder, DecideCombatDamagePlayer:
		return true
	}
	return false
}

// landPlayed reports whether p played a land this turn (CR 305.2). In
// Two-Headed Giant each player of the active team may play one
// (CR 805.4c): landsUsed holds one bit per seat of the team.
func (g *Game) landPlayed(p PlayerID) bool {
	if g.twoHeaded() {
		return g.landsUsed&(1<<(p&1)) != 0
	}
	return g.landsUsed >= 1
}

// markLandPlayed records that p played a land this turn.
func (g *Game) markLandPlayed(p PlayerID) {
	if g.twoHeaded() {
		g.landsUsed |= 1 << (p & 1)
		return
	}
	g.landsUsed++
}

// forgetPassOf takes back the pass of p's team, about to leave the game,
// from the passes in succession that the player with priority follows:
// the players still in the game must all pass in succession, and a pass
// of one who left counts for nobody (CR 116.4, 800.4a).
func (g *Game) forgetPassOf(p PlayerID) {
	// The passes lead up to the player with priority, or to the one
	// about to receive it once a choice made first is made (the legend
	// rule, a choice as a permanent enters).
	holder := g.priorityAfter
	if g.pending.Kind == DecidePriority {
		holder = g.pending.Player
	}
	if g.passes == 0 || !g.validPlayer(holder) {
		return
	}
	if q := g.teammate(p); q != NoPlayer && g.players[q].lost {
		return // the team's leaving was counted with the teammate
	}
	t, h := g.team(p), g.team(holder)
	n := PlayerID(len(g.players))
	q := h
	for i := 0; i < g.passes; i++ {
		// The team before q in turn order still in the game: those
		// who passed since the last action (CR 116.3d).
		for q = (q + n - 1) % n; q != h && (g.team(q) != q || g.players[q].lost); q = (q + n - 1) % n {
		}
		if q == h {
			return
		}
		if q == t {
			g.passes--
			return
		}
	}
}

// inTeammatesHand reports whether id is a card in the hand of p's
// Two-Headed Giant teammate: seen by the team, but not p's to use
// (CR 810.5).
func (g *Game) inTeammatesHand(p PlayerID, id ObjectID) bool {
	if !g.twoHeaded() {
		return false
	}
	s, ok := g.lookup(id)
	return ok && g.objects[s].zone == zone.Hand && g.objects[s].owner == g.teammate(p)
}
