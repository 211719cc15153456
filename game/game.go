package game

import (
	"slices"

	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
)

// maxSlots bounds the cards and tokens of one game: an ObjectID keeps the
// slot in 16 bits.
const maxSlots = 0xfff0

// player is one player's state: life, pool and private zones. Zones list
// slots; library and graveyard keep their top at the end.
type player struct {
	name      string
	life      int
	poison    int
	pool      mana.Pool
	library   []int32
	hand      []int32
	graveyard []int32
	// drewFromEmpty: tried to draw from an empty library since the last
	// state-based action check (CR 704.5b).
	drewFromEmpty bool
	lost          bool
	conceded      bool
	// passStep: the player (the team, in Two-Headed Giant) said to pass
	// for the rest of the step (PassRestOfStep).
	passStep bool
	// loyaltyBonus counts this turn's effects that let each planeswalker
	// the player controls activate a loyalty ability once more (The Chain
	// Veil, saturating): they change the rule of CR 606.3 for the turn, so
	// they cover planeswalkers that come under the player's control later
	// (CR 611.2c).
	loyaltyBonus uint8
	// hasteMana is how much of the colourless mana in the pool gives haste
	// to the creature spell it is spent on.
	hasteMana int
	// startingLife is the life total the player began the game with
	// (CR 103.3), for "your starting life total".
	startingLife int
	// lostLifeThisTurn and lostLifeLastTurn are the turn history of life
	// loss (CR 118.2 counts damage as life loss): "if you lost life last
	// turn". beginTurn shifts this turn's into last turn's.
	lostLifeThisTurn, lostLifeLastTurn bool
	// loyaltyActivatedThisTurn: the player activated a loyalty ability
	// of a planeswalker this turn (turn history).
	loyaltyActivatedThisTurn bool
	// spellsCastThisTurn counts the spells the player cast this turn
	// (turn history, saturating): "if you've cast another spell this
	// turn".
	spellsCastThisTurn uint8
	// spendOnly is the mana in the pool that may be spent only on spells
	// of a subtype (CR 106.6, Sliver Hive's for Sliver spells), one entry
	// per subtype, none empty; nil at most times. It empties with the
	// pool. Clones copy it (it is the only player list besides the
	// zones).
	spendOnly []RestrictedMana
	// handGen counts changes of the hand's cards (moves into or out of
	// it, a determinized deal), for the cached bound of what it may cast
	// (handBound). Not game state.
	handGen uint32
}

// Game is one game in progress: plain data, advanced only by Apply and
// its convenience wrappers. It is not safe for concurrent use; Clone it
// for each goroutine. The methods that copy or record it only read it:
// several goroutines may call Clone, CloneInto (into games of their
// own), Determinize and its variants, Fingerprint and Save at once on a
// game that no goroutine changes. Other methods, LegalActions and View
// among them, may fill caches inside the game, and may not.
type Game struct {
	rules   Rules
	rng     rng
	objects []object
	// players are the seats in use, in turn order: a slice of seats, so
	// that loops over players see only those.
	players []player
	seats   [MaxPlayers]player

	battlefield []int32
	exile       []int32
	// command holds emblems (CR 113, 408).
	command []int32
	emblems int
	// startCards is how many cards each player owned at the start, for
	// the invariant checker (0: unknown, for positions set up by Put).
	startCards [MaxPlayers]int
	// exileCastable counts objects that carry a permission to be played
	// from exile, so that option listing looks at exile only when it
	// could matter.
	exileCastable int
	stack         stack.Stack

	turn      int
	active    PlayerID
	step      Step
	passes    int // consecutive passes on the current stack state
	landsUsed int // lands the active player played this turn (CR 305.2); see landPlayed
	// opening is the start of the game (CR 103) and its starting player.
	opening openingState

	pending Decision
	// res is a resolution suspended on a player's decision.
	res resolution

	combat combatState
	// triggers wait to be put on the stack (CR 603.3); priorityAfter is
	// who receives priority once they are.
	triggers      []pendingTrigger
	priorityAfter PlayerID
	// eventPlayer is the player of the event now triggering abilities,
	// or NoPlayer.
	eventPlayer PlayerID
	// anyTriggers: some card in the game has triggered abilities, so
	// events must be checked.
	anyTriggers bool
	// enterChoices: a permanent may have entered without the choice it
	// makes as it enters (see askEnterChoice).
	enterChoices bool
	// copyEnterGraves is, plus one, the number of creature cards in all
	// graveyards immediately before the event in which the permanents
	// still to choose what they copy entered, or 0 (see copy_enter.go).
	copyEnterGraves int16
	// enteredTogether holds the permanents that entered in one event
	// with one that still chooses what to copy: their entering triggers
	// wait for its choice (see flushEnteredTogether).
	enteredTogether []ObjectID
	// placing: triggered abilities are being put on the stack; one that
	// triggers meanwhile waits for a round of its own (CR 603.3b).
	placing bool
	// costDiscard: a DecideDiscard pays an activation's discard cost.
	costDiscard bool
	// cleanupPriority: players get priority in this cleanup step, because
	// state-based actions were performed or abilities triggered
	// (CR 514.3a); otherwise no player gets priority in cleanup.
	cleanupPriority bool
	// batching: lifelink gains are collected in lifelinkBatch (one combat
	// damage step, or one sentence's damage).
	batching bool
	// zoneChanges counts the zone changes of the game's objects (each
	// one's count is part of its ObjectID), which every player sees
	// happen: no object has counted more. A determinized copy counts its
	// deal as one more, its new IDs' count (relabelHidden).
	// (Here, beside the flags above, it fills what would be padding.)
	zoneChanges uint32
	// batchFrom is where the triggers of the batch being dealt begin:
	// a permanent dealt damage by several of its sources triggers once.
	batchFrom int
	// leaving: objects leaving the battlefield are collected in
	// leftTogether, as one event (see beginLeaving); false between events.
	leaving bool
	// sbaDirty: something state-based actions look at may have changed
	// since the last check (zone changes, damage, life, counters,
	// effects, control). A priority pass that changes nothing skips the
	// check (CR 704.3 finds nothing to do then).
	sbaDirty bool
	// minusCounters: a permanent may hold -1/-1 counters, so CR 704.5r
	// needs a scan. No card of the set puts them; a set-up or a save can.
	minusCounters bool
	// manaAdded: mana was added to a pool since the pools last emptied,
	// so one may hold mana; emptyPools looks at the pools only then
	// (most steps end with every pool empty and no mana made).
	manaAdded bool
	// recordActions: every applied action goes into actionLog
	// (Config.RecordActions).
	recordActions bool
	// setUpThisTurn: the game begins with the untap step of the turn its
	// set-up permanents are placed in, so that step leaves their
	// summoning sickness (CR 302.6: they came under control this turn).
	// Set by Start at the untap step and as the first turn begins;
	// the untap step clears it.
	setUpThisTurn bool
	// keep is the group a DecideKeep decision chooses from.
	keep keepState
	// kept holds the permanents chosen to be kept so far in the
	// state-based action check being answered (CR 704.3), 0-terminated;
	// a check with more groups than it holds leaves the rest to the next.
	kept [maxKept]ObjectID
	// controlReverts undo "until end of turn" control changes.
	controlReverts []controlRevert
	// onceUsed lists the "only once each turn" abilities activated this
	// turn (once_each_turn.go).
	onceUsed []onceUse
	// shields are this turn's regeneration and prevention shields
	// (regenerate.go, prevent.go), ended in the cleanup step.
	shields []shield
	// damageHistory records, for this turn, which creatures were dealt
	// damage by which sources, for "a creature dealt damage by this
	// creature this turn" (see turn_history.go).
	damageHistory []damageRecord
	effects       []contEffect
	timestamp     uint32
	serial        uint32 // last stack item serial
	tokens        int    // tokens that still exist, so SBA can skip 704.5d
	// staticSources counts permanents whose statics affect other objects,
	// so characteristics skip the battlefield scan when there are none.
	staticSources int
	// keywordGrants and restrictionGrants count the effects, and the
	// statics of permanents on the battlefield, that grant keywords or
	// restrictions to other objects; when zero, an object's keywords and
	// restrictions come from its own card.
	keywordGrants, restrictionGrants int
	// convokeGranters counts the statics of permanents on the battlefield
	// that give convoke to spells ("Artifact spells you cast have
	// convoke"); when zero, only printed convoke counts.
	convokeGranters int
	// typeGrants counts the statics of permanents on the battlefield and
	// the resolved effects that add card types (Ensoul Artifact, Chandra's
	// creature lands); when zero, every permanent has its card's types.
	typeGrants int
	// taxGrants counts the statics of permanents on the battlefield that
	// add to activation, attack or block costs (cost_tax.go).
	taxGrants int
	// overwrites counts the resolved effects that remove all abilities,
	// set colours or replace creature types (see overwrite.go).
	overwrites int
	// landStatics counts the permanents on the battlefield whose statics
	// add land types or ban attacks (see land_types.go).
	landStatics int
	// landBans counts the statics on the battlefield that say "you can't
	// play lands" (see land_ban.go).
	landBans int
	// copies lists the permanents that are copies (see copy.go).
	copies []copyRecord
	// links lists cards exiled by linked abilities (see linked.go).
	links []linkRecord
	// goneAbilities keeps the activated abilities countered while an
	// ability on the stack copies them (see copy_ability_lki.go).
	goneAbilities []stack.Item
	// delayed lists delayed triggered abilities waiting for their
	// player's upkeep (see delayed.go).
	delayed []delayedTrigger
	// lifelinkBatch collects lifelink gains while batching one combat
	// damage step; it is empty between steps.
	lifelinkBatch []lifelinkGain
	// leavingGame is set while a player leaves the game: the entering
	// triggers of the permanents still choosing as they entered that
	// leave with the player have run (enteringLeaving, enteredLeaving).
	leavingGame bool
	// batchLife is each player's life total as the batch of damage being
	// dealt at once began: conditions read it while batching (see
	// conditionLife). Zero between batches.
	batchLife [MaxPlayers]int
	// sbaDoomed collects the permanents one state-based action check puts
	// into graveyards; it is empty between checks.
	sbaDoomed []doomedPermanent
	// leftTogether collects the objects that leave the battlefield in one
	// event while leaving is set (see beginLeaving); empty between events.
	leftTogether []doomedPermanent
	// preKnown holds, while objects leave together, each one's last known
	// information taken before any of them moved (see snapshotLeaving);
	// empty between events.
	preKnown []lastKnown
	// returning holds the cards exiled "until" a permanent that left in
	// the open batch leaves, returned once it is over (see holderLeft);
	// empty between events.
	returning []ObjectID
	// lastKnown keeps permanents with abilities as they last existed on
	// the battlefield, while the stack is not empty (see rememberLeaving).
	lastKnown []lastKnown
	// passSteps counts the players passing for the rest of the step
	// (player.passStep), so that most actions skip looking for them.
	passSteps int
	// graveAbilities counts the cards in graveyards with an activated
	// ability that works there (derived, like activatables, of which
	// it is a part), so that listings skip the graveyards without one.
	graveAbilities int
	// activatables counts objects with a non-mana activated ability that
	// works where they are (see activatableIn).
	activatables int
	// strayTokens counts tokens that left the battlefield and still
	// exist, so CR 704.5d needs a scan only then.
	strayTokens int
	// attachables and uniques count Auras/Equipment and legendary
	// permanents/planeswalkers on the battlefield (see countStatics).
	attachables, uniques int
	// preventers counts permanents on the battlefield with statics that
	// prevent damage or grant protection (see countStatics), so that
	// damage, targets, blocks and attachments look for them only then.
	preventers int
	// grants counts permanents on the battlefield with statics that grant
	// activated abilities (see granted.go).
	grants int
	// listeners counts, per event, the permanents on the battlefield with
	// a triggered ability waiting for it (see countStatics).
	listeners [64]int16

	over   bool
	winner PlayerID

	noEvents bool
	// autoPass is Config.AutoPass; autoPasses counts the passes it made.
	autoPass bool
	// sinceCopy counts, up to 3, the listings of priority options and
	// the actions Apply began since the game was made or copied (see
	// keptPlans). Scratch.
	sinceCopy uint8
	// noBounds turns off the mana bound of listings and the plain-source
	// shortcut of collectUnits, for VerifyCaches to compare against.
	noBounds bool
	// started: the game has begun: actions may be applied (a game made
	// with NewEmpty starts with Start).
	started bool
	events  []Event
	// autoPasses counts the passes auto-pass made.
	autoPasses int
	// actionEvents is where the current action's events begin in events:
	// old view IDs are positions before the action (see
	// positionBeforeAction). Like events, it is not saved.
	actionEvents int
	// leftPlaces holds the places (a graveyard, exile or the command
	// zone, positions before the action) of the cards that left the game
	// with their owner during the current action (CR 800.4a), which no
	// zone change records, so that positionBeforeAction counts them too.
	// It is cleared as each action begins, and neither copied nor saved.
	leftPlaces []leftPlace
	// actionLog holds every applied action when Config.RecordActions is set.
	actionLog []Action
	actions   int // answered decisions, for statistics
	// undo is the position before a cast or activation that waits for
	// the choice of a permanent to sacrifice for its cost, kept while it
	// waits in a game of three or four players, so that the action can
	// be reversed if a player's leaving takes the permanents that could
	// pay (CR 720.1, see reverse.go). It is never changed once kept:
	// copies share it.
	undo *Game
	// gen is the change generation and idle the players known to have
	// nothing but pass in it, plus one (see idle_cache.go).
	gen  uint64
	idle [MaxPlayers]uint64
	// plans are the payment plans and battlefield lists option listing
	// works in (see keptPlans). Scratch: never shared by copies.
	plans *listingPlans
	// bfGen counts changes of which objects are on the battlefield, as
	// which cards (see battlefieldLists).
	bfGen uint64
	// weightyMana answers part of manaAbilityMatters for one bfGen
	// (weighty_mana.go).
	weightyMana weightyManaCache
	// landTypes keeps, for one bfGen, the land types statics add
	// (land_types.go).
	landTypes landTypesKept
	// tapGens count, by controller, taps, untaps and changes of control
	// of permanents (see kept_units.go).
	tapGens [MaxPlayers]uint32
	// charsCache holds characteristics by slot, valid in generation
	// charsGen (see chars_cache.go); condStatics counts permanents with
	// a conditional static, which turn the cache off for their sources,
	// and condOthers those among them that affect other objects, which
	// turn it off for all. Scratch: never shared by copies.
	charsCache  []cachedChars
	charsGen    uint64
	condStatics int
	condOthers  int
	// sources are the permanents whose statics affect others, valid in
	// cache generation sourcesGen-1 (staticSourceSlots). Scratch.
	sources    []int32
	sourcesGen uint64
	// countedStatics counts permanents with a static that counts other
	// permanents, so that a change of any permanent can change its
	// characteristics.
	countedStatics int
}

// New creates a game from cfg, its libraries shuffled with the seeded RNG
// (CR 103.1), and begins it as cfg.Start says: by default with the start
// of CR 103, whose first decision is the choice of the starting player
// (see StartOpening); with StartDealt, seven cards drawn by each player
// and the first turn begun at its untap step, so that the first decision
// is the starting player's priority in their upkeep.
func New(cfg Config) (*Game, error) { return NewInto(nil, cfg) }

// NewInto is New into dst's storage: dst becomes the new game, and its
// objects, zones, stack and lists are reused, so that a program playing
// game after game (self-play, a search's rollouts from the start)
// allocates only while its games grow past the earlier ones. dst must be
// a game of its own, as for CloneInto; a nil dst is a new game. On a bad
// cfg, dst is left unchanged. It returns the game.
func NewInto(dst *Game, cfg Config) (*Game, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	var old Game
	if dst == nil {
		dst = new(Game)
	} else {
		old = *dst
	}
	g := dst
	g.initEmpty(&cfg)
	// Size the storage once: every card of both decks, plus room for
	// tokens; each library holds its deck, each hand a full grip.
	total := 0
	for p := range cfg.Players {
		total += len(cfg.Players[p].Deck)
	}
	g.objects = sized(old.objects, total+16)
	g.battlefield = sized(old.battlefield, 32)
	g.reuseLists(&old)
	for p := range cfg.Players {
		n := len(cfg.Players[p].Deck)
		g.players[p].library = sized(old.seats[p].library, n)
		g.players[p].hand = sized(old.seats[p].hand, 16)
		g.players[p].graveyard = sized(old.seats[p].graveyard, n)
		g.addLibrary(PlayerID(p), cfg.Players[p].Deck)
	}
	for p := range g.players {
		g.shuffleLibrary(PlayerID(p))
		g.startCards[p] = len(cfg.Players[p].Deck)
	}
	if cfg.Start == StartFull {
		g.beginOpening()
		return g, nil
	}
	for p := range g.players {
		for i := 0; i < startingHandSize; i++ {
			g.drawCard(PlayerID(p))
		}
	}
	// Drawing the opening hand never loses the game; only the flag from a
	// short deck would.
	starter := PlayerID(0)
	if cfg.StartingSeat > 0 {
		starter = g.team(PlayerID(cfg.StartingSeat - 1))
	}
	if err := g.Start(1, starter, Untap); err != nil {
		return nil, err
	}
	return g, nil
}

// NewEmpty creates a game with empty zones, to be filled by Put and begun
// by Start: the way to set up any position directly. The decks of cfg
// are not dealt, but cfg is validated whole, decks included, as New
// validates it: one Config serves both.
func NewEmpty(cfg Config) (*Game, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	g := new(Game)
	g.initEmpty(&cfg)
	return g, nil
}

// sized returns buf emptied when it holds n elements, else new storage
// for n.
func sized[T any](buf []T, n int) []T {
	if cap(buf) >= n {
		return buf[:0]
	}
	return make([]T, 0, n)
}

// initEmpty makes g the empty game of the valid cfg, as NewEmpty
// describes.
func (g *Game) initEmpty(cfg *Config) {
	*g = Game{
		rules:       cfg.Rules,
		rng:         newRNG(cfg.Seed),
		winner:      NoPlayer,
		eventPlayer: NoPlayer,
		noEvents:    cfg.NoEvents,
		opening:     openingState{seat: cfg.StartingSeat},

		recordActions: cfg.RecordActions,
		autoPass:      cfg.AutoPass,
	}
	g.players = g.seats[:len(cfg.Players)]
	life := cfg.StartingLife
	if life == 0 {
		life = 20
		if cfg.Rules.Variant == TwoHeadedGiant {
			life = 30 // CR 810.4
		}
	}
	for i, p := range cfg.Players {
		g.players[i].name = p.Name
		g.players[i].life = life
		g.players[i].startingLife = life
	}
}

// Clone returns a deep, independent copy of g. Card definitions are
// shared (they are immutable); everything else is copied. The zone lists
// share one allocation, each capped so that growing one never writes
// into another. The copy has g's recorded events (those since the last
// ClearEvents) and action log too, and copying them costs time and
// memory: a search that copies a game many times runs it with
// Config.NoEvents (and without RecordActions), or clears its events
// first. Determinize copies neither.
func (g *Game) Clone() *Game { return g.clone(true) }

// clone is Clone; without history, as cloneInto.
func (g *Game) clone(history bool) *Game {
	c := *g
	c.players = c.seats[:len(g.players)]
	c.objects = append([]object(nil), g.objects...)
	n := len(g.battlefield) + len(g.exile) + len(g.command)
	for i := range g.players {
		p := &g.players[i]
		n += len(p.library) + len(p.hand) + len(p.graveyard)
	}
	arena := make([]int32, 0, n)
	take := func(s []int32) []int32 {
		if len(s) == 0 {
			return nil
		}
		start := len(arena)
		arena = append(arena, s...)
		return arena[start:len(arena):len(arena)]
	}
	for i := range c.players {
		p := &c.players[i]
		p.library = take(p.library)
		p.hand = take(p.hand)
		p.graveyard = take(p.graveyard)
		p.spendOnly = slices.Clone(p.spendOnly) // nil stays nil
	}
	c.battlefield = take(g.battlefield)
	c.exile = take(g.exile)
	c.command = take(g.command)
	c.stack = g.stack.Clone()
	g.copyLists(&c, &noLists, history)
	return &c
}

// cloneSlice copies s, keeping nil and empty slices allocation-free.
func cloneSlice[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return append([]T(nil), s...)
}

// Turn returns the turn number, 1 for the first turn; 0 while the game
// starts (the choice of the starting player and the mulligans, CR 103).
func (g *Game) Turn() int { return g.turn }

// ActivePlayer returns whose turn it is: in Two-Headed Giant the first
// player of the active team (CR 805.2); after the active player left a
// multiplayer game, still that player until the turn ends (CR 800.4i).
// Before the first turn (Turn is 0: the choice of the starting player
// and the mulligans) no turn has begun, and it returns seat 0 whoever
// will start: StartingPlayer says who will.
func (g *Game) ActivePlayer() PlayerID { return g.active }

// Step returns the current step or phase; Untap before the first turn
// (Turn is 0).
func (g *Game) Step() Step { return g.step }

// PriorityPlayer returns who holds priority, or NoPlayer when no player
// does (another decision is pending or the game is over).
func (g *Game) PriorityPlayer() PlayerID {
	if g.pending.Kind != DecidePriority {
		return NoPlayer
	}
	return g.pending.Player
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Winner returns the winner, or NoPlayer while playing or after a draw;
// in Two-Headed Giant the first player of the winning team (see Team).
func (g *Game) Winner() PlayerID { return g.winner }

// Actions returns how many actions have been applied to this game.
func (g *Game) Actions() int { return g.actions }

// Rules returns the game's rules options.
func (g *Game) Rules() Rules { return g.rules }
