package mana

// A cost's demand for mana, as payment sees it. Each mana the cost asks
// for falls into one of numClasses classes by which types may pay it, so
// that a cost of any size is a handful of counts and payment can work on
// those counts instead of on individual symbols.
const (
	// Classes 0 to 4 are the coloured symbols {W} to {G}, indexed by
	// Color; class 5 (classColorless) is {C}.
	classColorless = 5
	// Classes 6 to 15 are the ten hybrid pairs, in CR 107.4 order.
	classHybrid = 6
	// classGeneric is generic mana: numbers and X.
	classGeneric = 16
	numClasses   = 17
)

// maxDemand caps each count of a demand so that adding up huge X values
// cannot overflow. It is far beyond any pool or list of units, so a
// capped demand is still correctly reported as unpayable.
const maxDemand = 1 << 40

// classAccept holds, per class, the mana types that can pay it.
var classAccept = [numClasses]ColorSet{
	1 << White, 1 << Blue, 1 << Black, 1 << Red, 1 << Green, 1 << Colorless,
	1<<White | 1<<Blue, 1<<White | 1<<Black, // {W/U} {W/B}
	1<<Blue | 1<<Black, 1<<Blue | 1<<Red, //    {U/B} {U/R}
	1<<Black | 1<<Red, 1<<Black | 1<<Green, //  {B/R} {B/G}
	1<<Red | 1<<Green, 1<<Red | 1<<White, //    {R/G} {R/W}
	1<<Green | 1<<White, 1<<Green | 1<<Blue, // {G/W} {G/U}
	AllTypes,
}

// hybridClass returns the class of the hybrid symbol a/b, in either
// order. Walking the WUBRG wheel, the printed order of each pair puts a
// colour before the colour one or two steps after it; class order follows
// the first colour, then the step.
func hybridClass(a, b Color) int {
	d := (int(b) - int(a) + NumColors) % NumColors
	if d > 2 {
		a, d = b, NumColors-d
	}
	return classHybrid + 2*int(a) + d - 1
}

// demand counts the mana a cost asks for in each class.
type demand struct {
	need  [numClasses]int
	total int
}

// add asks for n more mana of class k, capping at maxDemand.
func (d *demand) add(k, n int) {
	d.need[k] = min(d.need[k]+n, maxDemand)
	d.total = min(d.total+n, maxDemand)
}

// demandOf returns what paying c with X = x asks for. It fails for the
// empty cost, which cannot be paid at all (CR 117.6), and for x < 0
// (CR 107.1b).
func (c Cost) demandOf(x int) (demand, error) {
	var d demand
	if len(c.symbols) == 0 {
		return d, ErrUnpayable
	}
	if x < 0 {
		return d, ErrNegativeX
	}
	x = min(x, maxDemand)
	for _, s := range c.symbols {
		switch s.Kind {
		case Generic:
			d.add(classGeneric, int(s.Amount))
		case Variable:
			d.add(classGeneric, x)
		case Colored:
			d.add(int(s.Color), 1)
		case ColorlessSymbol:
			d.add(classColorless, 1)
		case Hybrid:
			d.add(hybridClass(s.Color, s.Alt), 1)
		}
	}
	return d, nil
}
