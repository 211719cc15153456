package game

import (
	"slices"

	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
)

// ActionKind says what an action does.
type ActionKind uint8

// The kinds of actions. Each answers one kind of decision, except
// ActConcede, which any player may take at any time (CR 104.3a).
const (
	// ActPass passes priority (CR 116.3d).
	ActPass ActionKind = iota + 1
	// ActPlayLand plays the land card Object from hand (CR 305.1).
	ActPlayLand
	// ActCast casts the card Object from hand with Targets and X (CR 601),
	// tapping the creatures in Convoke for a spell with convoke
	// (CR 702.50).
	ActCast
	// ActActivate activates the Ability-th activated ability of Object
	// that is not a mana ability (0-based, printed order; CR 602).
	ActActivate
	// ActActivateMana activates Object's Ability-th mana ability (0-based
	// among its mana abilities); Color picks the mana for a choice
	// (CR 605). Choice picks the colour of the additional mana each
	// triggered mana ability on the land adds as it is tapped (Verdant
	// Haven, CR 605.1b), one base-5 digit per ability in the order they
	// add it (0 white to 4 green; the first ability's digit is the lowest,
	// so with one Haven Choice is the colour itself). It is taken at
	// priority, and while a player decides whether to pay mana during a
	// resolution (CR 608.2f), where the decision stays pending.
	ActActivateMana
	// ActDiscard discards the card Object from hand, answering
	// DecideDiscard.
	ActDiscard
	// ActDeclareAttackers declares Attackers, answering DecideAttackers.
	ActDeclareAttackers
	// ActDeclareBlockers declares Blockers, answering DecideBlockers.
	ActDeclareBlockers
	// ActConcede concedes the game (CR 104.3a).
	ActConcede
	// ActChoose answers DecideYesNo, DecideTriggerOrder, DecideSearch,
	// DecideKeep and the other choices with Choice or Object (see each
	// DecisionKind).
	ActChoose
	// ActChooseTargets answers DecideTargets with Targets.
	ActChooseTargets
)

var actionNames = [...]string{"?", "pass", "play", "cast", "activate", "activate mana", "discard",
	"declare attackers", "declare blockers", "concede", "choose", "choose targets"}

// String returns the action kind's name.
func (k ActionKind) String() string {
	if int(k) >= len(actionNames) {
		return "action?"
	}
	return actionNames[k]
}

// Target is a chosen target: a player or an object.
type Target = stack.Target

// PlayerTarget returns the target naming player p.
func PlayerTarget(p PlayerID) Target { return stack.PlayerTarget(int(p)) }

// ObjectTarget returns the target naming object id.
func ObjectTarget(id ObjectID) Target { return stack.ObjectTarget(uint32(id)) }

// Attack is one declared attacker and what it attacks.
type Attack struct {
	// Attacker is the attacking creature.
	Attacker ObjectID
	// Player is the attacked player, or NoPlayer when Planeswalker is set.
	Player PlayerID
	// Planeswalker is the attacked planeswalker, or 0.
	Planeswalker ObjectID
}

// Block is one declared blocker and the attacker it blocks.
type Block struct {
	// Blocker is the blocking creature and Attacker the attacking creature
	// it blocks.
	Blocker, Attacker ObjectID
}

// Action is a typed answer to the pending decision. Fields a kind does
// not use stay zero. Actions are values: the game keeps no reference.
type Action struct {
	// Kind says what the action does, and so which of the other fields it
	// uses (see each ActionKind). Player is the player who takes it: the one
	// the pending decision names (or, in Two-Headed Giant, their teammate
	// where either may answer for the team), or any player for ActConcede.
	Kind   ActionKind
	Player PlayerID
	// Object is the card or permanent acted with.
	Object ObjectID
	// Ability indexes the object's abilities (see ActionKind).
	Ability int
	// X is the value chosen for {X} (CR 107.3).
	X int
	// Color is the mana chosen from a mana ability's choice.
	Color mana.Color
	// NumTargets is how many of Targets are chosen, in the order of the
	// spell's or ability's target specs.
	NumTargets int
	Targets    [stack.MaxTargets]Target
	// Attackers is the attack declaration of an ActDeclareAttackers and
	// Blockers the block declaration of an ActDeclareBlockers, one entry per
	// attacker or per blocker and attacker it blocks; nil or empty declares
	// none.
	Attackers []Attack
	Blockers  []Block
	// Choice is the answer of an ActChoose: 1 yes, 0 no; an index; and
	// the additional mana's colours of an ActActivateMana.
	Choice int
	// Discard is the card discarded to pay an activation cost
	// ("Discard a card").
	Discard ObjectID
	// Convoke lists the creatures a cast taps for convoke, each paying
	// {1} or one mana of its colour (CR 702.50a); nil for none. The rest
	// of the cost is paid automatically.
	Convoke []ObjectID
}

// Equal reports whether a and b are the same action: every field equal,
// and the declarations equal entry by entry (nil and empty alike).
func (a Action) Equal(b Action) bool {
	return a.Kind == b.Kind && a.Player == b.Player && a.Object == b.Object && a.Ability == b.Ability &&
		a.X == b.X && a.Color == b.Color && a.NumTargets == b.NumTargets && a.Targets == b.Targets &&
		a.Choice == b.Choice && a.Discard == b.Discard &&
		slices.Equal(a.Attackers, b.Attackers) && slices.Equal(a.Blockers, b.Blockers) &&
		slices.Equal(a.Convoke, b.Convoke)
}

// TargetList returns the chosen targets.
func (a *Action) TargetList() []Target {
	if a.NumTargets < 0 || a.NumTargets > len(a.Targets) {
		return nil
	}
	return a.Targets[:a.NumTargets]
}

// WithTargets returns a with its targets set to ts. An action holds at
// most stack.MaxTargets targets (a limit of this engine): with more, the
// first ones are kept and NumTargets says how many were given, which
// Apply refuses as malformed, so no target is dropped without a word.
func (a Action) WithTargets(ts ...Target) Action {
	a.NumTargets = copy(a.Targets[:], ts)
	if len(ts) > len(a.Targets) {
		a.NumTargets = len(ts)
	}
	return a
}

// Apply validates a and, if legal, performs it and advances the game to
// its next decision. An illegal action returns a *RuleError (or an error
// wrapping ErrGameOver / ErrNotYourDecision) and changes nothing.
//
// Every action goes through one check first: its Kind and
// Player must be in range (else the error wraps ErrMalformed), its Kind
// must answer the pending decision and its Player be the one deciding
// (else ErrNotYourDecision), and every field the answer does not use be
// zero, every field it uses in range (else ErrMalformed, naming the
// field). Then the
// rules decide. The result: Apply accepts an action exactly when its
// canonical form (Canonical) is one of the options LegalActions or
// OtherActions list, except for attack and block declarations, which
// LegalActions lists only by representatives (see there): Apply accepts
// every declaration that CR 508.1 and 509.1 allow; and for casts that tap
// creatures for convoke, listed with two representative payments, every
// set of creatures CR 702.50a allows.
func (g *Game) Apply(a Action) error {
	if err := checkKindAndPlayer(&a); err != nil {
		if a.Kind >= ActPass && int(a.Kind) < len(actionNames) && len(g.players) > 0 {
			// A player out of range: say this game's range.
			return malformed("Player", "%d is not a player of this game (0..%d)", a.Player, len(g.players)-1)
		}
		return err
	}
	if int(a.Player) >= len(g.players) {
		return malformed("Player", "%d is not a player of this game (0..%d)", a.Player, len(g.players)-1)
	}
	if a.Kind == ActConcede {
		if err := checkFields(&a, 0, 0); err != nil {
			return err
		}
		if !g.started && !g.over {
			// Nothing to leave yet: the game begins with Start (CR 103).
			return refuse(ErrNotYourDecision, "", "the game has not started")
		}
		g.actionEvents, g.leftPlaces = len(g.events), g.leftPlaces[:0]
		return g.concede(a.Player)
	}
	if g.over {
		return refuse(ErrGameOver, "104.1", "the game is over")
	}
	if !g.started {
		return refuse(ErrNotYourDecision, "", "the game has not started")
	}
	if g.sinceCopy < 3 {
		g.sinceCopy++
	}
	ans, err := g.validate(&a)
	if err != nil {
		return err
	}
	g.actionEvents, g.leftPlaces = len(g.events), g.leftPlaces[:0]
	if a.Kind == ActPass {
		// The most frequent action, performed here rather than through
		// passAction: passing the Action by value costs more than the pass.
		if a.Choice == PassRestOfStep {
			g.setPassStep(a.Player)
		}
		g.pass(a.Player)
	} else {
		g.changed() // anything but a pass may change what players can do
		// A duel ends when a player leaves: nothing to reverse there.
		kept := len(g.players) > 2 && g.keepUndo(&a)
		if err := ans.apply(g, a); err != nil {
			if kept {
				g.undo = nil
			}
			return err
		}
		if g.undo != nil {
			g.settleUndo()
		}
	}
	g.applied(&a)
	g.autoPassIdle()
	return nil
}

// passAction passes priority, and for the rest of the step with
// PassRestOfStep (Apply does the same without the answer table).
func (g *Game) passAction(a Action) error {
	if a.Choice == PassRestOfStep {
		g.setPassStep(a.Player)
	}
	g.pass(a.Player)
	return nil
}

// applied counts an accepted action and logs it when asked to. It runs
// before or after the action's effects; only the order of actions matters.
func (g *Game) applied(a *Action) {
	g.actions++
	if g.recordActions {
		g.record(*a)
	}
}

// record appends a to the action log, with its own copies of its lists.
func (g *Game) record(a Action) {
	a.Attackers = cloneSlice(a.Attackers)
	a.Blockers = cloneSlice(a.Blockers)
	a.Convoke = cloneSlice(a.Convoke)
	g.actionLog = append(g.actionLog, a)
}

// ActionLog returns the actions applied so far, in order, when the game
// was created with Config.RecordActions; otherwise nil. The slice is the
// game's own: don't change it (a change is saved, and the log no longer
// replays), and copy it to keep it past the next action. Each action is
// kept as it was given, not in its canonical form. To keep a log outside
// a save, marshal the []Action with encoding/json (docs/json.md's action
// form), not a save's "actionLog", which has the save's own form.
func (g *Game) ActionLog() []Action {
	if !g.recordActions {
		return nil // reused storage may hold an old log's room
	}
	return g.actionLog
}

func (g *Game) playerName(p PlayerID) string {
	if !g.validPlayer(p) {
		return "no player"
	}
	return g.players[p].name
}

// concede makes p lose the game at once (CR 104.3a); in a game that
// goes on, p leaves it (CR 800.4a) and what waited on p moves on.
func (g *Game) concede(p PlayerID) error {
	if !g.validPlayer(p) {
		return refuse(ErrNotAllowed, "104.3a", "no player %d", p)
	}
	if g.over {
		return refuse(ErrGameOver, "104.1", "the game is over")
	}
	if g.players[p].lost {
		return refuseAlso(ErrNotAllowed, "800.4a", "104.3a", "%s has already left the game: only a player still in it can concede", g.playerName(p))
	}
	g.applied(&Action{Kind: ActConcede, Player: p})
	g.changed()
	g.players[p].conceded = true
	g.emit(Event{Kind: EventConcede, Player: p})
	g.loseGame(p, LostConceded)
	g.checkGameEnd()
	if !g.over && g.started {
		keptBy := g.keptControllers()
		g.leaveGame(p) // what it sets off during trigger placement waits (g.placing)
		if g.kept[0] != 0 {
			g.forgetChangedKept(keptBy)
		}
		g.afterLeaving(p)
		if g.undo != nil {
			g.settleUndo()
		}
		g.autoPassIdle()
	}
	return nil
}
