package ability

// CounterKinds is the number of kinds of counter the engine plays
// (CR 121); CounterName names them.
const CounterKinds = 5

// counterNames are the counter kinds as printed, in the order
// game.CounterKind numbers them.
var counterNames = [CounterKinds]string{"+1/+1", "-1/-1", "loyalty", "charge", "verse"}

// CounterName returns the printed name of the i-th counter kind ("+1/+1"
// is 0, then "-1/-1", "loyalty", "charge", "verse"), or "" for an i out
// of range. Effects and costs name counters this way (Effect.Counter,
// Cost.PutCounter).
func CounterName(i int) string {
	if i < 0 || i >= CounterKinds {
		return ""
	}
	return counterNames[i]
}

// CounterIndex returns the index of the counter kind printed name
// ("charge"), and false if the engine plays no such counter.
func CounterIndex(name string) (int, bool) {
	for i, n := range counterNames {
		if n == name {
			return i, true
		}
	}
	return 0, false
}
