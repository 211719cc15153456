package card

import (
	"fmt"

	"github.com/spellstack/spellstack/ability"
)

// fieldSet is a set of the Effect fields an effect kind reads.
type fieldSet uint64

// The fields of ability.Effect that some kinds read and others don't.
// Target and Other are checked against the ability's targets instead;
// Optional and If are read for every kind.
const (
	fSubject fieldSet = 1 << iota
	fGroup
	fWho
	fAmount
	fMana
	fManaChoice
	fPower
	fKeywords
	fRestrictions
	fLoseKeywords
	fLoseSubtype
	fAddTypes
	fAddSubtype
	fLoseAllAbilities
	fSetColors
	fReplaceCreatureTypes
	fDuration
	fExile
	fUntap
	fToken
	fCounter
	fFilter
	fInto
	fTapped
	fReveal
	fPayMana
	fSpendOnlySubtype
	fHasteRider
	fChooseColor
	fNoRegenerate
	fOther
	fUnless
	fZones
	fAll
	fShuffleAlways
	fAttacking
	fAttachToSource
)

// effectFields says, for each field of fieldSet, its name and whether an
// effect sets it (differs from its zero value).
var effectFields = []struct {
	bit  fieldSet
	name string
	set  func(*ability.Effect) bool
}{
	{fSubject, "Subject", func(e *ability.Effect) bool { return e.Subject != 0 }},
	{fGroup, "Group", func(e *ability.Effect) bool { return e.Group != ability.Group{} }},
	{fWho, "Who", func(e *ability.Effect) bool { return e.Who != 0 }},
	{fAmount, "Amount", func(e *ability.Effect) bool { return e.Amount != ability.Amount{} }},
	{fMana, "Mana", func(e *ability.Effect) bool { return e.Mana.Total() != 0 }},
	{fManaChoice, "ManaChoice", func(e *ability.Effect) bool { return e.ManaChoice != 0 }},
	{fPower, "Power", func(e *ability.Effect) bool { return e.Power != 0 || e.Toughness != 0 }},
	{fKeywords, "Keywords", func(e *ability.Effect) bool { return e.Keywords != 0 }},
	{fRestrictions, "Restrictions", func(e *ability.Effect) bool { return e.Restrictions != 0 }},
	{fLoseKeywords, "LoseKeywords", func(e *ability.Effect) bool { return e.LoseKeywords != 0 }},
	{fLoseSubtype, "LoseSubtype", func(e *ability.Effect) bool { return e.LoseSubtype != "" }},
	{fAddTypes, "AddTypes", func(e *ability.Effect) bool { return e.AddTypes != 0 }},
	{fAddSubtype, "AddSubtype", func(e *ability.Effect) bool { return e.AddSubtype != "" }},
	{fLoseAllAbilities, "LoseAllAbilities", func(e *ability.Effect) bool { return e.LoseAllAbilities }},
	{fSetColors, "SetColors", func(e *ability.Effect) bool { return e.SetColors != 0 }},
	{fReplaceCreatureTypes, "ReplaceCreatureTypes", func(e *ability.Effect) bool { return e.ReplaceCreatureTypes }},
	{fDuration, "Duration", func(e *ability.Effect) bool { return e.Duration != 0 }},
	{fExile, "Exile", func(e *ability.Effect) bool { return e.Exile }},
	{fUntap, "Untap", func(e *ability.Effect) bool { return e.Untap }},
	{fToken, "Token", func(e *ability.Effect) bool { return e.Token != nil }},
	{fCounter, "Counter", func(e *ability.Effect) bool { return e.Counter != "" }},
	{fFilter, "Filter", func(e *ability.Effect) bool { return e.Filter != ability.Filter{} }},
	{fInto, "Into", func(e *ability.Effect) bool { return e.Into != 0 }},
	{fTapped, "Tapped", func(e *ability.Effect) bool { return e.Tapped }},
	{fReveal, "Reveal", func(e *ability.Effect) bool { return e.Reveal }},
	{fPayMana, "PayMana", func(e *ability.Effect) bool { return !e.PayMana.IsEmpty() }},
	{fSpendOnlySubtype, "SpendOnlySubtype", func(e *ability.Effect) bool { return e.SpendOnlySubtype != "" }},
	{fHasteRider, "HasteRider", func(e *ability.Effect) bool { return e.HasteRider }},
	{fChooseColor, "ChooseColor", func(e *ability.Effect) bool { return e.ChooseColor }},
	{fNoRegenerate, "NoRegenerate", func(e *ability.Effect) bool { return e.NoRegenerate }},
	{fOther, "Other", func(e *ability.Effect) bool { return e.Other != 0 }},
	{fUnless, "Unless", func(e *ability.Effect) bool { return e.Unless != 0 }},
	{fZones, "Zones", func(e *ability.Effect) bool { return e.Zones != 0 }},
	{fAll, "All", func(e *ability.Effect) bool { return e.All }},
	{fShuffleAlways, "ShuffleAlways", func(e *ability.Effect) bool { return e.ShuffleAlways }},
	{fAttacking, "Attacking", func(e *ability.Effect) bool { return e.Attacking }},
	{fAttachToSource, "AttachToSource", func(e *ability.Effect) bool { return e.AttachToSource }},
}

// opSpec is what one effect kind reads.
type opSpec struct {
	name  string
	reads fieldSet
	// subjects are the Subject values the kind acts on; nil when it
	// reads no Subject.
	subjects []ability.Subject
	// whos are the Who values it acts on, when it reads Who; nil for
	// all of them.
	whos []ability.Who
}

// objectSubjects are the subjects of effects that act on objects.
var objectSubjects = []ability.Subject{ability.SubjectTarget, ability.SubjectSelf, ability.SubjectAll,
	ability.SubjectAttached, ability.SubjectEventObject, ability.SubjectFound, ability.SubjectAttachedToTarget,
	ability.SubjectChosen}

// onePlayer are the Who values that name one player, for the kinds that
// act on one player only (a discard of the player's choice, an "unless"
// choice, a search, a guess).
var onePlayer = []ability.Who{ability.WhoYou, ability.WhoTarget, ability.WhoEnchantedController,
	ability.WhoTargetController, ability.WhoEventPlayer}

// eachInTurn are the Who values of a sacrifice: one player, or each
// player (opponent) choosing in APNAP order before all are sacrificed at
// once (CR 101.4).
var eachInTurn = append([]ability.Who{ability.WhoEachOpponent, ability.WhoEachPlayer}, onePlayer...)

// opSpecs says what each effect kind reads (game/effects.go and the
// functions it hands the effect to).
var opSpecs = [...]opSpec{
	ability.OpDamage:                  {name: "OpDamage", reads: fAmount, subjects: append([]ability.Subject{ability.SubjectPlayer}, objectSubjects...)},
	ability.OpGainLife:                {name: "OpGainLife", reads: fAmount | fWho},
	ability.OpLoseLife:                {name: "OpLoseLife", reads: fAmount | fWho},
	ability.OpDraw:                    {name: "OpDraw", reads: fAmount | fWho},
	ability.OpDiscard:                 {name: "OpDiscard", reads: fAmount | fWho, whos: onePlayer},
	ability.OpDiscardRandom:           {name: "OpDiscardRandom", reads: fAmount | fWho},
	ability.OpMill:                    {name: "OpMill", reads: fAmount | fWho},
	ability.OpAddMana:                 {name: "OpAddMana", reads: fMana | fManaChoice | fAmount | fSpendOnlySubtype | fHasteRider},
	ability.OpCounter:                 {name: "OpCounter", reads: fExile},
	ability.OpModify:                  {name: "OpModify", reads: fPower | fAmount | fKeywords | fRestrictions | fLoseKeywords | fDuration, subjects: objectSubjects},
	ability.OpDestroy:                 {name: "OpDestroy", reads: fNoRegenerate, subjects: objectSubjects},
	ability.OpExile:                   {name: "OpExile", subjects: objectSubjects},
	ability.OpBounce:                  {name: "OpBounce", subjects: objectSubjects},
	ability.OpReturnToHand:            {name: "OpReturnToHand", subjects: []ability.Subject{ability.SubjectTarget, ability.SubjectSelf}},
	ability.OpCreateToken:             {name: "OpCreateToken", reads: fToken | fAmount | fTapped | fWho},
	ability.OpPutCounters:             {name: "OpPutCounters", reads: fCounter | fAmount, subjects: objectSubjects},
	ability.OpTap:                     {name: "OpTap", subjects: objectSubjects},
	ability.OpUntap:                   {name: "OpUntap", subjects: objectSubjects},
	ability.OpSkipUntap:               {name: "OpSkipUntap", subjects: objectSubjects},
	ability.OpGainControl:             {name: "OpGainControl", reads: fDuration | fKeywords | fUntap | fWho, subjects: objectSubjects, whos: []ability.Who{ability.WhoYou, ability.WhoTarget}},
	ability.OpBecome:                  {name: "OpBecome", reads: fPower | fKeywords | fAddTypes | fAddSubtype | fLoseSubtype | fLoseAllAbilities | fReplaceCreatureTypes | fSetColors | fDuration, subjects: objectSubjects},
	ability.OpExileGraveyard:          {name: "OpExileGraveyard", reads: fWho},
	ability.OpAttach:                  {name: "OpAttach"},
	ability.OpLookMill:                {name: "OpLookMill", reads: fAmount},
	ability.OpShuffleHandAndGraveyard: {name: "OpShuffleHandAndGraveyard", reads: fWho},
	ability.OpReanimateAll:            {name: "OpReanimateAll", reads: fFilter},
	ability.OpEmblem:                  {name: "OpEmblem", reads: fToken | fWho},
	ability.OpExileTopMayPlay:         {name: "OpExileTopMayPlay", reads: fAmount},
	ability.OpExileTop:                {name: "OpExileTop", reads: fAmount},
	ability.OpCastCopies:              {name: "OpCastCopies", reads: fAmount | fFilter},
	ability.OpSetLifeToStarting:       {name: "OpSetLifeToStarting", reads: fWho},
	ability.OpExtraLoyaltyActivation:  {name: "OpExtraLoyaltyActivation"},
	ability.OpFlipCoin:                {name: "OpFlipCoin"},
	ability.OpSearchLibrary:           {name: "OpSearchLibrary", reads: fAmount | fFilter | fInto | fTapped | fReveal},
	ability.OpPutIntoLibrary:          {name: "OpPutIntoLibrary", reads: fAmount, subjects: objectSubjects},
	ability.OpRevealUntil:             {name: "OpRevealUntil", reads: fFilter},
	ability.OpRevealTake:              {name: "OpRevealTake", reads: fAmount | fFilter | fInto | fShuffleAlways},
	ability.OpFight:                   {name: "OpFight", reads: fOther},
	ability.OpNameCard:                {name: "OpNameCard"},
	ability.OpSearchZones:             {name: "OpSearchZones", reads: fZones | fFilter | fAll | fInto | fTapped | fAttacking | fAttachToSource | fShuffleAlways | fWho, whos: onePlayer},
	ability.OpSacrifice:               {name: "OpSacrifice", reads: fGroup | fWho, subjects: []ability.Subject{ability.SubjectTarget, ability.SubjectSelf}, whos: eachInTurn},
	ability.OpUnless:                  {name: "OpUnless", reads: fUnless | fGroup | fAmount | fWho, whos: onePlayer},
	ability.OpTopOrBottom:             {name: "OpTopOrBottom", reads: fGroup},
	ability.OpChooseAndGuess:          {name: "OpChooseAndGuess", reads: fAmount | fWho, whos: onePlayer},
	ability.OpPutOntoBattlefield:      {name: "OpPutOntoBattlefield"},
	ability.OpCounterUnlessPays:       {name: "OpCounterUnlessPays", reads: fPayMana},
	ability.OpRegenerate:              {name: "OpRegenerate", subjects: objectSubjects},
	ability.OpPrevent:                 {name: "OpPrevent", reads: fChooseColor, subjects: []ability.Subject{ability.SubjectTarget, ability.SubjectAll}},
	ability.OpChooseCopy:              {name: "OpChooseCopy"},
	ability.OpCopyAbility:             {name: "OpCopyAbility"},
	ability.OpReturnLinked:            {name: "OpReturnLinked"},
	ability.OpExileUntilLeaves:        {name: "OpExileUntilLeaves"},
	ability.OpDelayTrigger:            {name: "OpDelayTrigger"},
	ability.OpReturnSelfTapped:        {name: "OpReturnSelfTapped"},
}

// specOf returns what effect kind op reads, and false for an unknown op.
func specOf(op ability.Op) (*opSpec, bool) {
	if int(op) >= len(opSpecs) || opSpecs[op].name == "" {
		return nil, false
	}
	return &opSpecs[op], true
}

// subjectNames and whoNames name the values as in Go.
var (
	subjectNames = [...]string{"SubjectTarget", "SubjectSelf", "SubjectAll", "SubjectAttached", "SubjectPlayer",
		"SubjectEventObject", "SubjectFound", "SubjectAttachedToTarget", "SubjectChosen"}
	whoNames = [...]string{"WhoYou", "WhoTarget", "WhoEachOpponent", "WhoEnchantedController",
		"WhoTargetController", "WhoEachPlayer", "WhoEventPlayer"}
)

// valueName names v by names, or by number when out of range.
func valueName[T ~uint8](names []string, kind string, v T) string {
	if int(v) < len(names) {
		return names[v]
	}
	return fmt.Sprintf("%s(%d)", kind, v)
}

// valueNames names the values of list.
func valueNames[T ~uint8](names []string, kind string, list []T) string {
	out := make([]string, len(list))
	for i, v := range list {
		out[i] = valueName(names, kind, v)
	}
	return listWords(out)
}
