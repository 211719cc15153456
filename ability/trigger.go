package ability

// Event is what a triggered ability waits for (CR 603.2).
type Event uint8

// The trigger events.
const (
	// EntersBattlefield: this permanent enters the battlefield.
	EntersBattlefield Event = iota + 1
	// Dies: this creature is put into a graveyard from the battlefield
	// (a leaves-the-battlefield trigger, CR 603.6c, 603.10a).
	Dies
	// AnotherCreatureEnters: another creature enters the battlefield.
	AnotherCreatureEnters
	// YouGainLife: the controller gains life.
	YouGainLife
	// Attacks: this creature is declared as an attacker.
	Attacks
	// Blocks: this creature is declared as a blocker; the event object is
	// the creature it blocks.
	Blocks
	// DealtCombatDamage: this creature is dealt combat damage; the event
	// amount is the damage.
	DealtCombatDamage
	// AttachedDealsCombatDamageToPlayer: the equipped or enchanted creature
	// deals combat damage to a player.
	AttachedDealsCombatDamageToPlayer
	// UpkeepOfAttachedController: the beginning of the upkeep of the
	// controller of the permanent this is attached to.
	UpkeepOfAttachedController
	// YourUpkeep: the beginning of the controller's upkeep.
	YourUpkeep
	// YourEndStep: the beginning of the controller's end step.
	YourEndStep
	// CreatureAttacksYou: a creature attacks the controller (emblems).
	CreatureAttacksYou
	// YourBeginningOfCombat: the beginning of combat on the controller's
	// turn (CR 507.1).
	YourBeginningOfCombat
	// YouCastSpell: the controller casts a spell; the event object is the
	// spell (CR 601.2i).
	YouCastSpell
	// AttachedIsDealtDamage: the equipped or enchanted creature is dealt
	// damage, combat or not; the event object is that creature and the
	// event amount the damage.
	AttachedIsDealtDamage
	// AttachedDies: the equipped or enchanted creature dies (a
	// leaves-the-battlefield trigger that looks back, CR 603.10a); the
	// event object is its last battlefield ID.
	AttachedDies
	// YouDraw: the controller draws a card (CR 120.1).
	YouDraw
	// PermanentEnters: a permanent that Match accepts enters the
	// battlefield, this one included unless Match.Another (CR 603.6a).
	PermanentEnters
	// CreatureDies: a creature that Match accepts dies (CR 700.4).
	CreatureDies
	// CardPutIntoGraveyard: a card that Match accepts is put into a
	// graveyard from anywhere; Match.Side is its owner.
	CardPutIntoGraveyard
	// PlayerDiscards: a player discards a card that Match accepts
	// (CR 701.8); Match.Side is that player.
	PlayerDiscards
	// YouAttackWithCreatures: the controller declares MinCount or more
	// attackers (CR 508.3a).
	YouAttackWithCreatures
	// CreatureAttacks: a creature that Match accepts attacks; the event
	// player is the defending player (CR 506.2).
	CreatureAttacks
	// CreatureAttacksYouOrYourPlaneswalker: a creature that Match
	// accepts attacks the controller or a planeswalker they control.
	CreatureAttacksYouOrYourPlaneswalker
	// DealtDamage: this permanent is dealt damage; the event amount is
	// the damage (CR 119.3).
	DealtDamage
	// EachUpkeep: the beginning of every upkeep step ("at the beginning
	// of each upkeep", CR 503.1); the event player is the active player.
	// A Two-Headed Giant team's upkeep step triggers it once.
	EachUpkeep
	// AuraBecomesAttached: an Aura becomes attached to this permanent
	// (CR 303.4f); the event object is the Aura.
	AuraBecomesAttached
	// CastThis: this card is cast ("When you cast this spell", CR
	// 603.2): the ability triggers from the stack; the event amount is
	// the spell's X.
	CastThis
	// OpponentSearchesLibrary: an opponent of the controller searches
	// their own library (CR 701.17); the event player is that opponent.
	OpponentSearchesLibrary
	// DealsCombatDamageToPlayer: this creature deals combat damage to a
	// player; the event player is that player, the event amount the
	// damage.
	DealsCombatDamageToPlayer
	// BecomesTargetOfOpponent: a permanent that Match accepts becomes the
	// target of a spell or ability an opponent of the controller controls
	// (CR 603.2); the event object is that permanent and the event amount
	// the stack item's serial number, so that "that spell or ability"
	// names it.
	BecomesTargetOfOpponent
	// AttachedTappedForMana: the land this Aura enchants is tapped for
	// mana. Its effects are a triggered mana ability (CR 605.1b): they
	// happen at once, without the stack, for the land's controller.
	AttachedTappedForMana
	// YouActivateArtifactAbility: the controller activates an ability of
	// an artifact that is not a mana ability (CR 602.2); the event object
	// is the artifact and the event amount the ability's stack serial.
	YouActivateArtifactAbility
	// AtOwnersNextUpkeep marks a delayed triggered ability (CR 603.7): it
	// never triggers by itself; an OpDelayTrigger effect sets it up to
	// trigger at the beginning of the card's owner's next upkeep.
	AtOwnersNextUpkeep
	// EachPlayersUpkeep: the beginning of each player's upkeep ("at the
	// beginning of each player's upkeep, that player ..."); the event
	// player is that player. It is EachUpkeep but in Two-Headed Giant,
	// where the team's upkeep step is the upkeep of both its players
	// (CR 805.4) and triggers it once for each, in turn order.
	EachPlayersUpkeep
)

// Triggered is a triggered ability: "when/whenever/at EVENT, EFFECT"
// (CR 603). Targets are chosen as it is put on the stack; Effects with
// Optional set are "you may" choices made on resolution.
type Triggered struct {
	// Event is the event the ability triggers on.
	Event Event
	// Targets are the ability's targets, chosen as it is put on the stack,
	// in order (an Effect's Target indexes them).
	Targets []TargetSpec
	// Effects are the ability's effects, carried out in order as it
	// resolves.
	Effects []Effect
	// IfControlSubtype is an intervening "if" clause (CR 603.4): "if you
	// control a Swamp". The ability triggers only if it holds, and does
	// nothing on resolution unless it still holds.
	IfControlSubtype string
	// Match narrows the event to the objects it accepts, relative to
	// the ability's controller: "a creature an opponent controls",
	// "another red creature ... under your control", "a creature with
	// flying". The zero Filter accepts every event object.
	Match Filter
	// MinCount is how many objects the event needs at least ("attack
	// with two or more creatures").
	MinCount int
	// OfAttached marks an ability an Aura or Equipment grants to the
	// permanent it is attached to ("Enchanted creature has 'Whenever
	// ...'"): it triggers only while attached, for that permanent's
	// controller, who controls it (CR 112.10, 603.3a). It works for the
	// events checked against Match and for UpkeepOfAttachedController
	// ("equipped creature has 'At the beginning of your upkeep, ...'").
	OfAttached bool
	// OfEventObject marks an ability a static grants to the event object
	// and modelled as the granting permanent's own ("Sliver creatures
	// you control have 'When this creature enters the battlefield, ...'"):
	// the ability is the event object's, so its targets are checked
	// against that object as their source (CR 112.7, 702.16b).
	OfEventObject bool
	// If is an intervening "if" condition other than IfControlSubtype
	// (CR 603.4), checked as the ability triggers and on resolution.
	If Condition
}
