package ability

import "github.com/spellstack/spellstack/mana"

// Op names an effect primitive: one instruction of a spell's or ability's
// text, carried out in order on resolution (CR 608.2c).
type Op uint8

// The effect primitives. Each says which fields of Effect it reads.
const (
	// OpDamage: the source deals Amount damage to the Subject's objects or
	// to the player Who (with SubjectPlayer) (CR 119).
	OpDamage Op = iota + 1
	// OpGainLife: Who gains Amount life.
	OpGainLife
	// OpLoseLife: Who loses Amount life.
	OpLoseLife
	// OpDraw: Who draws Amount cards.
	OpDraw
	// OpDiscard: Who discards Amount cards of their choice (CR 701.8).
	OpDiscard
	// OpDiscardRandom: Who discards Amount cards at random.
	OpDiscardRandom
	// OpMill: Who puts the top Amount cards of their library into their
	// graveyard.
	OpMill
	// OpAddMana: the controller adds Mana to their pool; with ManaChoice
	// set, Amount mana of one chosen type of ManaChoice instead.
	OpAddMana
	// OpCounter: counter the target spell (CR 701.5); with Exile, exile it
	// instead of putting it into its owner's graveyard.
	OpCounter
	// OpModify: the Subject's objects get +Power/+Toughness and gain
	// Keywords and Restrictions for Duration (CR 611.2, 613.3c). With a
	// computed Amount (not Fixed), they get +Power/+Toughness for each
	// ("+1/+0 for each other attacking Goblin"), counted on resolution
	// (CR 608.2g).
	OpModify
	// OpDestroy: destroy the Subject's objects (CR 701.7); with
	// NoRegenerate, they can't be regenerated (CR 701.13c).
	OpDestroy
	// OpExile: exile the Subject's objects (CR 406).
	OpExile
	// OpBounce: return the Subject's objects to their owners' hands.
	OpBounce
	// OpReturnToHand: return the target card (or the source, with
	// SubjectSelf) from a graveyard to its owner's hand.
	OpReturnToHand
	// OpCreateToken: Who creates Amount tokens of Token (CR 110.5).
	OpCreateToken
	// OpPutCounters: put Amount counters of Counter on the Subject's
	// objects (CR 121).
	OpPutCounters
	// OpTap: tap the Subject's objects.
	OpTap
	// OpUntap: untap the Subject's objects.
	OpUntap
	// OpSkipUntap: the Subject's objects don't untap during their
	// controller's next untap step.
	OpSkipUntap
	// OpGainControl: the controller gains control of the Subject's objects
	// for Duration (CR 613.2); with Who WhoTarget, the target player does
	// ("target opponent gains control of Avarice Amulet").
	OpGainControl
	// OpBecome: the Subject's objects become Power/Toughness creatures of
	// AddTypes and AddSubtype with Keywords, in addition to their types
	// (CR 613.1d, 613.3b). Base power and toughness are set when Power or
	// Toughness is nonzero or AddTypes adds Creature; otherwise ("becomes
	// black", "becomes a Frog") they are left as they are, so an existing
	// creature can't be made a 0/0 this way.
	OpBecome
	// OpExileGraveyard: exile Who's graveyard.
	OpExileGraveyard
	// OpAttach: attach the source (an Equipment) to the target creature
	// (CR 702.6a, 701.3).
	OpAttach
	// OpLookMill: the controller looks at the top Amount cards of their
	// library and puts one of them into their graveyard (Jace's +1); the
	// rest stay on top in the same order.
	OpLookMill
	// OpShuffleHandAndGraveyard: Who shuffles their hand and graveyard
	// into their library.
	OpShuffleHandAndGraveyard
	// OpReanimateAll: put every card of Filter.Types from every graveyard
	// (the graveyards of the players Filter.Side names, seen from the
	// controller, when it is set) onto the battlefield under the
	// controller's control.
	OpReanimateAll
	// OpEmblem: Who gets an emblem (CR 113) of Token's definition, an
	// object in the command zone whose abilities work from there.
	OpEmblem
	// OpExileTopMayPlay: exile the top Amount cards (one when Amount is
	// unset) of the controller's library; they may play them this turn.
	OpExileTopMayPlay
	// OpExileTop: exile the top Amount cards of the controller's library;
	// they are the cards "exiled this way" for a later OpCastCopies.
	OpExileTop
	// OpCastCopies: the controller chooses a card of Filter.Types among
	// the cards exiled this way, copies it Amount times, and may cast the
	// copies without paying their mana costs (CR 706.12).
	OpCastCopies
	// OpSetLifeToStarting: Who's life total becomes their starting life
	// total (CR 118.5, 103.3).
	OpSetLifeToStarting
	// OpExtraLoyaltyActivation: for each planeswalker the controller
	// controls, they may activate one of its loyalty abilities once more
	// this turn, as though none had been activated (CR 606.3 changed by
	// an effect).
	OpExtraLoyaltyActivation
	// OpFlipCoin: the controller flips a coin (CR 705); the effects after
	// it marked IfLoseFlip happen only if they lost the flip.
	OpFlipCoin
	// OpSearchLibrary: the controller searches their library for up to
	// Amount cards of Filter.Types/Subtype (basic lands with Basic), puts
	// them Into a zone (tapped if Tapped), then shuffles (CR 701.18).
	OpSearchLibrary
	// OpPutIntoLibrary: put the Subject's objects into their owners'
	// libraries, Amount-th from the top (1 is the top; CR 400.3).
	OpPutIntoLibrary
	// OpRevealUntil: the controller reveals cards from the top of their
	// library until a card matching Filter (Types, NotSupertypes); it is
	// put onto the battlefield under their control, the other revealed
	// cards on the bottom in a random order (CR 701.14).
	OpRevealUntil
	// OpRevealTake: the controller reveals the top Amount cards of their
	// library, may put one matching Filter.Types into their hand, and
	// puts the rest into their graveyard (CR 701.14a).
	OpRevealTake
	// OpFight: the object chosen for target Target and the one chosen
	// for target Other fight (CR 701.11): each deals damage equal to its
	// power to the other.
	OpFight
	// OpNameCard: the controller chooses a nonland card name (CR 201.3);
	// later effects of the same resolution with Filter.Named look for it.
	OpNameCard
	// OpSearchZones: the controller searches Who's Zones (hand,
	// graveyard, library: CR 701.17 for the library) for cards matching
	// Filter. With All, every such card is found (Into IntoExile: "exile
	// them"); otherwise they may choose one card (none is always
	// allowed), put Into the battlefield (Tapped, Attacking, attached to
	// the source with AttachToSource), a hand, exile (linked to the source
	// with IntoExileLinked) or, from a hand or graveyard, the top of its
	// owner's library. The library is shuffled after the search if a card
	// was found in it, or always with ShuffleAlways.
	OpSearchZones
	// OpSacrifice: Who sacrifices a permanent matching Group of their
	// choice (CR 701.15a); with SubjectSelf, the source is sacrificed if
	// its controller still controls it.
	OpSacrifice
	// OpUnless: Who may do one of Unless (sacrifice a permanent matching
	// Group, pay Amount life, return another permanent matching Group
	// they control to its owner's hand); the effects after it marked
	// IfDeclined happen only if they did none ("... unless", CR 608.2c).
	OpUnless
	// OpTopOrBottom: for each permanent matching Group, its owner puts it
	// on the top or on the bottom of their library, as they choose; the
	// owners choose in APNAP order (CR 101.4), each card one at a time.
	OpTopOrBottom
	// OpChooseAndGuess: the controller chooses a card in their hand in
	// secret; the event player guesses whether its mana value is greater
	// than Amount; if they guessed wrong, the controller may cast the card
	// without paying its mana cost (CR 107.3b: X is 0).
	OpChooseAndGuess
	// OpPutOntoBattlefield: put the cards chosen for every target of the
	// spell that are still legal and in a graveyard onto the battlefield
	// under the controller's control, all at once (CR 110.2a: "under your
	// control"; "Return X target creature cards ... to the battlefield").
	OpPutOntoBattlefield
	// OpCounterUnlessPays: counter the spell or ability of the event that
	// triggered the ability (the stack item numbered EventAmount: a
	// trigger on BecomesTargetOfOpponent or YouActivateArtifactAbility),
	// or else the target spell ("counter target spell unless its
	// controller pays {3}"), unless its controller pays PayMana (CR 701.5,
	// 117.12a): that player chooses on resolution.
	OpCounterUnlessPays
	// OpRegenerate: the Subject's objects get a regeneration shield: the
	// next time one would be destroyed this turn, instead its damage is
	// removed, it is tapped and removed from combat (CR 701.13a, 614.8).
	OpRegenerate
	// OpPrevent: prevent all damage that would be dealt this turn
	// (CR 615): with ChooseColor, to the object or player chosen for
	// target Target by sources of a colour the controller chooses on
	// resolution (CR 105.4); with Subject SubjectAll, all combat damage
	// creatures of none of Group.NotColors' colours would deal.
	OpPrevent
	// OpChooseCopy: as the permanent spell resolves, its controller may
	// choose a creature they control for it to enter as a copy of
	// (CR 706.2, 614.1c: "You may have CARDNAME enter the battlefield as a
	// copy of a creature you control").
	OpChooseCopy
	// OpCopyAbility: copy the activated ability whose stack serial is the
	// event amount, if it is still on the stack (CR 706.10); the
	// copy keeps its targets. With Pay, only if the controller pays it.
	OpCopyAbility
	// OpReturnLinked: put the cards exiled by the source's linked ability
	// into their owners' hands (CR 607.2a: "the exiled card").
	OpReturnLinked
	// OpExileUntilLeaves: exile the target until the event object (the
	// permanent whose ability this is) leaves the battlefield; if it has
	// already left, nothing is exiled (CR 610.3a).
	OpExileUntilLeaves
	// OpDelayTrigger: create the source's AtOwnersNextUpkeep delayed
	// triggered ability (CR 603.7a).
	OpDelayTrigger
	// OpReturnSelfTapped: return the source from its owner's graveyard to
	// the battlefield tapped under its owner's control.
	OpReturnSelfTapped
)

// Unless is the set of things a player may do to stop an OpUnless's
// effects.
type Unless uint8

// The "unless" alternatives.
const (
	// UnlessSacrifice: sacrifice a permanent matching the effect's Group.
	UnlessSacrifice Unless = 1 << iota
	// UnlessPayLife: pay the effect's Amount of life (CR 118.4).
	UnlessPayLife
	// UnlessReturn: return another permanent matching Group that they
	// control to its owner's hand.
	UnlessReturn
)

// Zones is a set of a player's zones an effect searches.
type Zones uint8

// The searchable zones.
const (
	SearchHand Zones = 1 << iota
	SearchGraveyard
	SearchLibrary
)

// Who says which player an effect acts on.
type Who uint8

// The players an effect can name.
const (
	// WhoYou is the controller of the spell or ability ("you").
	WhoYou Who = iota
	// WhoTarget is the player chosen for target Target.
	WhoTarget
	// WhoEachOpponent is each opponent of the controller.
	WhoEachOpponent
	// WhoEnchantedController is the controller of the permanent the
	// source is attached to ("that player", Stab Wound); for a trigger at
	// the upkeep of that permanent's controller, the player whose upkeep
	// it was; for a trigger on what
	// happens to that permanent (it dies, is dealt damage, deals combat
	// damage to a player), that permanent's. A permanent or source that
	// has left counts as it last existed.
	WhoEnchantedController
	// WhoTargetController is the controller of the permanent chosen for
	// target Target.
	WhoTargetController
	// WhoEachPlayer is every player, active player first.
	WhoEachPlayer
	// WhoEventPlayer is the player of the triggering event: "defending
	// player" of an attack trigger (CR 506.2).
	WhoEventPlayer
)

// Subject says which objects an object effect acts on.
type Subject uint8

// The subjects.
const (
	// SubjectTarget: the object chosen for target Target.
	SubjectTarget Subject = iota
	// SubjectSelf: the source itself ("Shivan Dragon gets +1/+0").
	SubjectSelf
	// SubjectAll: every permanent matching Group at resolution.
	SubjectAll
	// SubjectAttached: the permanent the source is attached to.
	SubjectAttached
	// SubjectPlayer: the player Who (for OpDamage).
	SubjectPlayer
	// SubjectEventObject: the object of the event that triggered the
	// ability ("that creature", Wall of Frost).
	SubjectEventObject
	// SubjectFound: the cards the last OpSearchLibrary of the same
	// resolution put onto the battlefield ("those lands").
	SubjectFound
	// SubjectAttachedToTarget: every permanent matching Group.Subtype
	// attached to the object chosen for target Target ("all Equipment
	// attached to that creature").
	SubjectAttachedToTarget
	// SubjectChosen: one permanent of Group the controller controls,
	// chosen by them on resolution ("return a creature you control to
	// its owner's hand"; not targeted, CR 608.2c). Group.Other excludes
	// the source ("another permanent").
	SubjectChosen
)

// Duration says how long a continuous effect from a resolving spell or
// ability lasts (CR 611.2).
type Duration uint8

// The durations.
const (
	// UntilEndOfTurn ends in the cleanup step (CR 514.2).
	UntilEndOfTurn Duration = iota
	// Permanently lasts as long as the object stays on the battlefield.
	Permanently
	// WhileYouControlSource lasts for as long as the effect's controller
	// controls its source (CR 611.2b: once it ends it does not resume).
	WhileYouControlSource
)

// AmountKind says how an Amount is computed on resolution.
type AmountKind uint8

// The kinds of amount.
const (
	// Fixed is the number N.
	Fixed AmountKind = iota
	// ValueOfX is the X paid on casting (CR 107.3).
	ValueOfX
	// CountSubtype is the number of permanents with subtype Subtype the
	// controller controls ("the number of Mountains you control").
	CountSubtype
	// TargetToughness is the toughness the target had when last on the
	// battlefield (CR 608.2g).
	TargetToughness
	// EventAmount is the amount of the event that triggered the ability
	// ("that much life"); for a Dies trigger, the +1/+1 counters the
	// creature had (CR 603.10a).
	EventAmount
	// CountOtherAttackingSubtype is the number of attacking creatures
	// with subtype Subtype other than the source ("for each other
	// attacking Goblin").
	CountOtherAttackingSubtype
	// SourcePower is the source's power, as it last existed on the
	// battlefield if it has left (CR 608.2g, 112.7a).
	SourcePower
	// SacrificedPower is the power of the permanent sacrificed to pay the
	// spell's additional cost, as it last existed on the battlefield
	// (CR 608.2g, 112.7a): "the sacrificed creature's power".
	SacrificedPower
)

// Amount is a number an effect uses, fixed or computed on resolution.
type Amount struct {
	// Kind says how the amount is computed (see each AmountKind).
	Kind AmountKind
	// N is the number of a Fixed amount.
	N int
	// Subtype is the subtype that CountSubtype and
	// CountOtherAttackingSubtype count ("Mountain", "Goblin").
	Subtype string
	// Times multiplies a counted amount ("2 life for each creature");
	// zero means once. See amount.go for the kinds that count.
	Times int
	// Group selects what CountPermanents counts, and (by Group.Types)
	// which cards CardsInGraveyards counts.
	Group Group
	// Counter names the counter kind CountersOnSelf counts ("charge").
	Counter string
}

// N returns the fixed amount n.
func N(n int) Amount { return Amount{Kind: Fixed, N: n} }

// X is the amount "X".
var X = Amount{Kind: ValueOfX}

// Group describes the permanents a SubjectAll effect acts on.
type Group struct {
	// Types requires one of these card types (Creature by default when
	// zero).
	Types Type
	// Side restricts whose permanents ("creatures you control").
	Side Side
	// NotColors excludes these colours ("nonblack", "nonwhite").
	NotColors mana.ColorSet
	// Colors requires one of these colours ("other white creatures").
	Colors mana.ColorSet
	// Subtype requires a subtype ("Dragon creatures").
	Subtype string
	// Other excludes the source ("other").
	Other bool
	// WithoutKeyword excludes permanents with any of these keywords
	// ("each creature without flying").
	WithoutKeyword Keyword
	// EventPlayers limits the group to the permanents the event player
	// controls ("that player controls": the defending player of an
	// attack trigger).
	EventPlayers bool
	// NotTypes excludes permanents with any of these types ("nonland
	// permanents").
	NotTypes Type
	// ChosenSubtype requires the creature type chosen for the source as
	// it entered ("creatures of the chosen type", CR 614.12).
	ChosenSubtype bool
	// ChosenName requires the card name chosen for the source as it
	// entered ("sources with the chosen name").
	ChosenName bool
	// Attacking requires an attacking creature.
	Attacking bool
	// TargetPlayers limits the group to the permanents controlled by the
	// effect's target player ("each creature target player controls").
	TargetPlayers bool
}

// CardRef is what effects use to name a card definition they create, such
// as a token, without this package importing package card. The card
// package's *Definition implements it.
type CardRef interface {
	// CardName returns the card's name.
	CardName() string
}

// Zone is where an effect puts a card.
type Zone uint8

// The destination zones.
const (
	IntoHand Zone = iota
	IntoBattlefield
	IntoLibraryTop
	// IntoExile: exile the cards (OpSearchZones).
	IntoExile
	// IntoExileLinked: exiled, and linked to the source so that a linked
	// ability can find it (CR 607.2a).
	IntoExileLinked
)

// Effect is one effect primitive with its parameters. Fields an Op does
// not use stay zero.
type Effect struct {
	// Op is the primitive the effect performs; it says which of the other
	// fields are read.
	Op Op
	// Target is the index of the TargetSpec the effect acts on.
	Target int
	// Subject says which objects an object effect acts on.
	Subject Subject
	// Group selects objects for SubjectAll.
	Group Group
	// Who is the player the effect acts on, for player effects.
	Who Who
	// Amount is damage, life, cards or the number of chosen mana.
	Amount Amount
	// Mana is the fixed mana OpAddMana adds.
	Mana mana.Pool
	// ManaChoice is the set of types OpAddMana chooses one from.
	ManaChoice mana.ColorSet
	// Power and Toughness are OpModify's change or OpBecome's values.
	Power, Toughness int
	// Keywords are granted by OpModify, OpBecome and OpGainControl,
	// Restrictions by OpModify.
	Keywords     Keyword
	Restrictions Restriction
	// LoseKeywords are keywords OpModify removes ("loses defender",
	// CR 613.1f).
	LoseKeywords Keyword
	// LoseSubtype is a subtype OpBecome removes ("that's no longer an
	// Equipment", CR 205.1b).
	LoseSubtype string
	// AddTypes and AddSubtype are what OpBecome adds.
	AddTypes   Type
	AddSubtype string
	// LoseAllAbilities makes OpBecome remove every ability the object
	// has, printed or granted earlier (layer 6, CR 613.1f); effects with
	// later timestamps still add abilities (CR 613.6).
	LoseAllAbilities bool
	// SetColors, when nonzero, makes OpBecome set the object's colours
	// (layer 5, CR 613.1e: "becomes blue").
	SetColors mana.ColorSet
	// ReplaceCreatureTypes makes OpBecome's AddSubtype the object's only
	// creature type (layer 4, CR 205.1b: "becomes a Frog"); other
	// subtypes stay.
	ReplaceCreatureTypes bool
	// Duration is how long OpModify and OpGainControl last.
	Duration Duration
	// Exile makes OpCounter exile the spell.
	Exile bool
	// Untap makes OpGainControl also untap the permanent.
	Untap bool
	// Token is the token OpCreateToken makes.
	Token CardRef
	// Counter is the counter kind OpPutCounters puts ("+1/+1", "loyalty").
	Counter string
	// Filter selects cards for OpSearchLibrary.
	Filter Filter
	// Into and Tapped say where OpSearchLibrary, OpSearchZones and
	// OpRevealTake (Into only) put what they find; Tapped also makes
	// OpCreateToken's tokens enter tapped.
	Into   Zone
	Tapped bool
	// Reveal makes OpSearchLibrary reveal what it finds (CR 701.14): every
	// player knows the card in its new zone.
	Reveal bool
	// Optional makes the effect a "you may" choice on resolution.
	Optional bool
	// PayMana, with Optional, is a cost paid on resolution: "you may pay
	// {R}. If you do, ..." (CR 117.1, 608.2c): the effect happens only if
	// the controller chose to and paid. OpCounterUnlessPays reads it as
	// the cost the other player may pay.
	PayMana mana.Cost
	// SpendOnlySubtype, for OpAddMana, restricts how the mana may be
	// spent: "Spend this mana only to cast a Sliver spell" (CR 106.6).
	SpendOnlySubtype string
	// IfLoseFlip makes the effect happen only if the controller lost the
	// last OpFlipCoin of the same resolution ("if you lose the flip").
	IfLoseFlip bool
	// HasteRider marks OpAddMana's mana: "if that mana is spent on a
	// creature spell, it gains haste until end of turn".
	HasteRider bool
	// ChooseColor makes OpPrevent ask its controller for a colour on
	// resolution (CR 105.4).
	ChooseColor bool
	// NoRegenerate makes OpDestroy's destruction one that regeneration
	// shields can't replace ("It can't be regenerated", CR 701.13c).
	NoRegenerate bool
	// Other is OpFight's second target index.
	Other int
	// Unless is what OpUnless offers.
	Unless Unless
	// IfDeclined makes the effect happen only if the player of the last
	// OpUnless of the same resolution did none of its alternatives.
	IfDeclined bool
	// Zones are what OpSearchZones searches; All finds every matching
	// card; ShuffleAlways shuffles the library after the search even if
	// nothing was found in it; Attacking puts the card onto the
	// battlefield attacking (CR 508.4); AttachToSource attaches the Aura
	// found to the source (CR 303.4f).
	Zones          Zones
	All            bool
	ShuffleAlways  bool
	Attacking      bool
	AttachToSource bool
	// If, when set, is a condition checked on resolution: the effect
	// happens only if it holds ("If you control a blue creature, ...").
	If *Condition
}
