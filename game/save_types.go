package game

import "github.com/spellstack/spellstack/zone"

// The save file's JSON types and the names of enumerations in it (the
// schema: testdata/saves/SCHEMA.md).

// The JSON document. Field order is the order of the output.
type saveFile struct {
	Format  string `json:"format"`
	Version int    `json:"version"`

	Rules         saveRules `json:"rules"`
	RNG           string    `json:"rng"`
	NoEvents      bool      `json:"noEvents"`
	RecordActions bool      `json:"recordActions"`
	// AutoPass and AutoPasses: Config.AutoPass and the passes it made
	// (absent when off, as in saves from before the option).
	AutoPass   bool `json:"autoPass,omitempty"`
	AutoPasses int  `json:"autoPasses,omitempty"`

	Started       bool         `json:"started"`
	Opening       saveOpening  `json:"opening"`
	Turn          int          `json:"turn"`
	Active        int          `json:"active"`
	Step          string       `json:"step"`
	PriorityAfter int          `json:"priorityAfter"`
	EventPlayer   int          `json:"eventPlayer"`
	Passes        int          `json:"passes"`
	LandsUsed     int          `json:"landsUsed"`
	Pending       saveDecision `json:"pending"`
	Over          bool         `json:"over"`
	Winner        int          `json:"winner"`

	Timestamp uint32 `json:"timestamp"`
	Serial    uint32 `json:"serial"`
	// ZoneChanges is Game.zoneChanges, absent when it is the objects'
	// counts added up, as in every game but a determinized copy.
	ZoneChanges     uint32         `json:"zoneChanges,omitempty"`
	Counts          map[string]int `json:"counts"`
	AnyTriggers     bool           `json:"anyTriggers"`
	CostDiscard     bool           `json:"costDiscard"`
	CleanupPriority bool           `json:"cleanupPriority,omitempty"`
	// PlacingTriggers is Game.placing.
	PlacingTriggers bool `json:"placingTriggers,omitempty"`
	SBADirty        bool `json:"sbaDirty"`
	Actions         int  `json:"actions"`

	StartCards  []int          `json:"startCards"`
	Players     []savePlayer   `json:"players"`
	Battlefield []int          `json:"battlefield"`
	Exile       []int          `json:"exile"`
	Command     []int          `json:"command"`
	Objects     []saveObject   `json:"objects"`
	Stack       []saveItem     `json:"stack"`
	Resolution  saveResolution `json:"resolution"`
	Combat      saveCombat     `json:"combat"`
	Triggers    []saveTrigger  `json:"triggers"`
	Keep        saveKeep       `json:"keep"`
	Kept        []uint32       `json:"kept,omitempty"`
	// CopyEnterGraves is Game.copyEnterGraves.
	CopyEnterGraves int `json:"copyEnterGraves,omitempty"`
	// EnteredTogether is Game.enteredTogether.
	EnteredTogether []uint32            `json:"enteredTogether,omitempty"`
	ControlReverts  []saveControlRevert `json:"controlReverts"`
	Shields         []saveShield        `json:"shields,omitempty"`
	// OnceUsed is Game.onceUsed.
	OnceUsed      []saveOnceUse      `json:"onceUsed,omitempty"`
	DamageHistory []saveDamageRecord `json:"damageHistory,omitempty"`
	// LoyaltyExtras is read from saves of earlier versions only (see
	// loyaltyBonus).
	LoyaltyExtras []uint32        `json:"loyaltyExtras,omitempty"`
	LastKnown     []saveLastKnown `json:"lastKnown,omitempty"`
	Effects       []saveEffect    `json:"effects"`
	Copies        []saveCopy      `json:"copies,omitempty"`
	Links         []saveLink      `json:"links,omitempty"`
	// GoneAbilities is Game.goneAbilities.
	GoneAbilities []saveItem    `json:"goneAbilities,omitempty"`
	Delayed       []saveDelayed `json:"delayed,omitempty"`
	ActionLog     []saveAction  `json:"actionLog"`
	// Undo is the position kept before a cast or activation that waits
	// for its sacrifice (Game.undo, CR 720.1), saved whole, without an
	// undo of its own.
	Undo *saveFile `json:"undo,omitempty"`
}

type saveRules struct {
	Uniqueness  string `json:"uniqueness"`
	MaxHandSize int    `json:"maxHandSize"`
	Mulligan    string `json:"mulligan"`
	// Variant is "two-headed-giant" or empty for the default.
	Variant string `json:"variant,omitempty"`
}

type saveOpening struct {
	Stage     string `json:"stage"`
	Seat      int    `json:"seat"`
	Starter   int    `json:"starter"`
	Mulligans []int  `json:"mulligans"`
	Kept      []bool `json:"kept"`
	Declared  []bool `json:"declared"`
}

type savePool struct {
	W int `json:"W,omitempty"`
	U int `json:"U,omitempty"`
	B int `json:"B,omitempty"`
	R int `json:"R,omitempty"`
	G int `json:"G,omitempty"`
	C int `json:"C,omitempty"`
}

// saveRestrictedPool is mana that may be spent only on spells of a
// subtype.
type saveRestrictedPool struct {
	Pool savePool `json:"pool"`
	For  string   `json:"subtype"`
}

type savePlayer struct {
	Name          string   `json:"name"`
	Life          int      `json:"life"`
	Poison        int      `json:"poison"`
	Pool          savePool `json:"pool"`
	DrewFromEmpty bool     `json:"drewFromEmpty,omitempty"`
	Lost          bool     `json:"lost,omitempty"`
	Conceded      bool     `json:"conceded,omitempty"`
	PassStep      bool     `json:"passStep,omitempty"`
	HasteMana     int      `json:"hasteMana,omitempty"`
	StartingLife  int      `json:"startingLife,omitempty"`
	LostLifeThis  bool     `json:"lostLifeThisTurn,omitempty"`
	LostLifeLast  bool     `json:"lostLifeLastTurn,omitempty"`
	LoyaltyActed  bool     `json:"loyaltyActivatedThisTurn,omitempty"`
	LoyaltyBonus  int      `json:"loyaltyBonus,omitempty"`
	SpellsCast    int      `json:"spellsCastThisTurn,omitempty"`
	// SpendOnly and SpendOnlyFor are the first restricted pool (CR 106.6),
	// SpendOnlyMore the others, each of another subtype.
	SpendOnly     *savePool            `json:"spendOnlyPool,omitempty"`
	SpendOnlyFor  string               `json:"spendOnlySubtype,omitempty"`
	SpendOnlyMore []saveRestrictedPool `json:"spendOnlyMore,omitempty"`
	Library       []int                `json:"library"`
	Hand          []int                `json:"hand"`
	Graveyard     []int                `json:"graveyard"`
}

type saveObject struct {
	Card         string         `json:"card"`
	Inc          int            `json:"inc"`
	Owner        int            `json:"owner"`
	Controller   int            `json:"controller"`
	Zone         string         `json:"zone"`
	Token        bool           `json:"token,omitempty"`
	Tapped       bool           `json:"tapped,omitempty"`
	Sick         bool           `json:"sick,omitempty"`
	Damage       int            `json:"damage,omitempty"`
	Deathtouched bool           `json:"deathtouched,omitempty"`
	Counters     map[string]int `json:"counters,omitempty"`
	Timestamp    uint32         `json:"timestamp,omitempty"`
	AttachedTo   uint32         `json:"attachedTo,omitempty"`
	SkipUntap    bool           `json:"skipUntap,omitempty"`
	LoyaltyUsed  bool           `json:"loyaltyUsed,omitempty"`
	// LoyaltyUses counts them when more than one (The Chain Veil).
	LoyaltyUses int `json:"loyaltyUses,omitempty"`
	PlayTurn    int `json:"playTurn,omitempty"`
	// OnceTurn is read from saves of earlier versions only (see
	// onceUsedIn).
	OnceTurn int `json:"onceTurn,omitempty"`
	// Known lists the players who know the card in its hand or library,
	// Placed those of them who also know where it is in its library.
	Known  []int `json:"known,omitempty"`
	Placed []int `json:"placed,omitempty"`
	// Group is the set of library cards put there together whose places
	// are known as a set (1..255; 0 none).
	Group  int    `json:"group,omitempty"`
	Chosen string `json:"chosen,omitempty"`
	// EnteredUnder is the player a permanent entered the battlefield
	// under, when not its owner.
	EnteredUnder *int `json:"enteredUnder,omitempty"`
	// LeftHidden marks a card that left the game with its owner from
	// their hand or library (CR 800.4a).
	LeftHidden bool `json:"leftHidden,omitempty"`
}

type saveTarget struct {
	Player *int   `json:"player,omitempty"`
	Object uint32 `json:"object,omitempty"`
}

type saveItem struct {
	Serial      uint32       `json:"serial"`
	Kind        string       `json:"kind"`
	Source      uint32       `json:"source"`
	Controller  int          `json:"controller"`
	Ability     int          `json:"ability"`
	X           int          `json:"x"`
	EventObject uint32       `json:"eventObject,omitempty"`
	EventAmount int64        `json:"eventAmount,omitempty"`
	EventPlayer int          `json:"eventPlayer"`
	Haste       bool         `json:"haste,omitempty"`
	Targets     []saveTarget `json:"targets"`
}

type saveDecision struct {
	Kind   string `json:"kind"`
	Player int    `json:"player"`
	Count  int    `json:"count"`
}

type saveResolution struct {
	Active        bool     `json:"active"`
	Item          saveItem `json:"item"`
	Next          int      `json:"next"`
	Legal         []bool   `json:"legal"`
	Answered      bool     `json:"answered"`
	Yes           bool     `json:"yes"`
	LastToughness int      `json:"lastToughness"`
	Searching     bool     `json:"searching"`
	SearchLeft    int      `json:"searchLeft"`
	RedirectAsked bool     `json:"redirectAsked"`
	RedirectTo    uint32   `json:"redirectTo"`
	// Redirects are the answers given so far for damage to several
	// players that doesn't target them (resolution.redirects).
	Redirects    []saveRedirect `json:"redirects,omitempty"`
	Picking      bool           `json:"picking"`
	LostFlip     bool           `json:"lostFlip,omitempty"`
	CopyOf       int            `json:"copyOf"`
	CopySlot     int            `json:"copySlot"`
	CopiesLeft   int            `json:"copiesLeft"`
	CopyEnter    uint32         `json:"copyEnter,omitempty"`
	Cards        []int          `json:"cards"`
	Declined     bool           `json:"declined,omitempty"`
	Named        string         `json:"named,omitempty"`
	Stage        int            `json:"stage,omitempty"`
	Chosen       uint32         `json:"chosen,omitempty"`
	PlacedTop    int            `json:"placedTop,omitempty"`
	PlacedBottom int            `json:"placedBottom,omitempty"`
	// ChoosingDefender: the controller is asked which defending player
	// the effects mean (Two-Headed Giant, CR 810.7b).
	ChoosingDefender bool `json:"choosingDefender,omitempty"`
	// FoundInLibrary: a search for any number of cards in several zones
	// has found a card in the library so far.
	FoundInLibrary bool `json:"foundInLibrary,omitempty"`
}

type saveAttacker struct {
	ID           uint32   `json:"id"`
	Player       int      `json:"player"`
	Planeswalker uint32   `json:"planeswalker,omitempty"`
	Blocked      bool     `json:"blocked"`
	Blockers     []uint32 `json:"blockers"`
	DealtFirst   bool     `json:"dealtFirst"`
	// AttacksNothing: its planeswalker was removed from combat (CR 506.4c).
	AttacksNothing bool `json:"attacksNothing,omitempty"`
	Ordered        int  `json:"ordered"`
	// Defending is the defending player of an attack on a planeswalker:
	// its controller as it was attacked (CR 508.5). Saves without it
	// take the planeswalker's controller, or owner once it is gone.
	Defending *int `json:"defending,omitempty"`
}

type saveCombat struct {
	Attackers  []saveAttacker `json:"attackers"`
	FirstDealt []uint32       `json:"firstDealt"`
	// StillBlocking are blockers of attackers removed from combat.
	StillBlocking []uint32 `json:"stillBlocking,omitempty"`
	// Attacked: creatures were declared attacking this combat though
	// none attacks now (with attackers it goes without saying).
	Attacked bool `json:"attacked,omitempty"`
}

type saveTrigger struct {
	Source      uint32 `json:"source"`
	Index       int    `json:"index"`
	Controller  int    `json:"controller"`
	EventObject uint32 `json:"eventObject,omitempty"`
	EventAmount int64  `json:"eventAmount,omitempty"`
	EventPlayer int    `json:"eventPlayer"`
	// Later: it goes on the stack in the next round (CR 603.3b).
	Later bool `json:"later,omitempty"`
}

type saveKeep struct {
	Kind string `json:"kind"`
	Name string `json:"name"`
}

// saveRedirect is one player's answer to a redirection of damage that
// doesn't target them: the planeswalker To is dealt it instead, or the
// player (To 0).
type saveRedirect struct {
	Player int    `json:"player"`
	To     uint32 `json:"to,omitempty"`
}

type saveControlRevert struct {
	ID      uint32 `json:"id"`
	To      int    `json:"to"`
	Lasting bool   `json:"lasting,omitempty"`
}

type saveEffect struct {
	Target       uint32 `json:"target"`
	Power        int    `json:"power"`
	Toughness    int    `json:"toughness"`
	SetPT        bool   `json:"setPT,omitempty"`
	SetPower     int    `json:"setPower,omitempty"`
	SetToughness int    `json:"setToughness,omitempty"`
	Keywords     uint64 `json:"keywords,omitempty"`
	Restrictions uint64 `json:"restrictions,omitempty"`
	AddTypes     uint64 `json:"addTypes,omitempty"`
	AddSubtype   string `json:"addSubtype,omitempty"`
	LoseKeywords uint64 `json:"loseKeywords,omitempty"`
	LoseSubtype  string `json:"loseSubtype,omitempty"`
	// LoseAll, SetColors and ReplaceCreatureTypes make an overwriting
	// effect (layers 4-6).
	LoseAll              bool   `json:"loseAll,omitempty"`
	SetColors            string `json:"setColors,omitempty"`
	ReplaceCreatureTypes bool   `json:"replaceCreatureTypes,omitempty"`
	// Source and Holder are set for "for as long as you control" effects.
	Source    uint32 `json:"source,omitempty"`
	Holder    int    `json:"holder,omitempty"`
	Duration  string `json:"duration"`
	Timestamp uint32 `json:"timestamp"`
}

type saveAttack struct {
	Attacker     uint32 `json:"attacker"`
	Player       int    `json:"player"`
	Planeswalker uint32 `json:"planeswalker,omitempty"`
}

type saveBlock struct {
	Blocker  uint32 `json:"blocker"`
	Attacker uint32 `json:"attacker"`
}

type saveAction struct {
	Kind      string       `json:"kind"`
	Player    int          `json:"player"`
	Object    uint32       `json:"object,omitempty"`
	Ability   int          `json:"ability,omitempty"`
	X         int          `json:"x,omitempty"`
	Color     string       `json:"color,omitempty"`
	Choice    int          `json:"choice,omitempty"`
	Discard   uint32       `json:"discard,omitempty"`
	Targets   []saveTarget `json:"targets,omitempty"`
	Attackers []saveAttack `json:"attackers,omitempty"`
	Blockers  []saveBlock  `json:"blockers,omitempty"`
	Convoke   []uint32     `json:"convoke,omitempty"`
}

// counts lists the game's incremental counts of things in play, kept so
// that hot paths can skip scans; a save holds them in "counts".
func (g *Game) counts() []struct {
	name string
	n    *int
} {
	return []struct {
		name string
		n    *int
	}{
		{"activatables", &g.activatables}, {"attachables", &g.attachables}, {"emblems", &g.emblems}, {"exileCastable", &g.exileCastable},
		{"keywordGrants", &g.keywordGrants}, {"restrictionGrants", &g.restrictionGrants}, {"typeGrants", &g.typeGrants}, {"convokeGranters", &g.convokeGranters}, {"taxGrants", &g.taxGrants},
		{"staticSources", &g.staticSources}, {"strayTokens", &g.strayTokens}, {"tokens", &g.tokens},
		{"uniques", &g.uniques},
	}
}

// Enum names in saves.

const nowhereName = "none"

func zoneName(z zone.Kind) string {
	if z == nowhere {
		return nowhereName
	}
	return z.String()
}

var uniquenessNames = [...]string{"all", "choose-one"}

var durationNames = [...]string{"until end of turn", "permanently", "while you control the source"}

var keepNames = [...]string{"", "legend", "planeswalker"}

var stackKindNames = [...]string{"", "spell", "activated", "triggered"}

// enumName returns names[i], or "?" outside the table.
func enumName(names []string, i int) string {
	if i < 0 || i >= len(names) {
		return "?"
	}
	return names[i]
}
