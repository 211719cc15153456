package main

import (
	"fmt"
	"io"
	"os"
	"sync/atomic"
	"time"
)

// progressOutput is standard error, where the progress report and the
// usage go; tests replace it. The summary line goes to standard output.
var progressOutput io.Writer = os.Stderr

// Progress is reported every progressEvery, from progressAfter on, so
// that short runs print nothing but their summary; tests shorten both.
var (
	progressEvery = time.Second
	progressAfter = 2 * time.Second
)

// reportProgress prints, from its own goroutine, how many of total games
// are done, the rate and the time left, until the returned stop is
// called; stop waits for the last line to be written. It only reads the
// counter the workers bump once per game and the wall clock, so it
// changes neither the games nor their results.
func reportProgress(w io.Writer, done *atomic.Int64, total int, start time.Time) (stop func()) {
	quit := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		tick := time.NewTicker(progressEvery)
		defer tick.Stop()
		for {
			select {
			case <-quit:
				return
			case now := <-tick.C:
				elapsed := now.Sub(start)
				if elapsed < progressAfter {
					continue
				}
				fmt.Fprintln(w, progressLine(int(done.Load()), total, elapsed))
			}
		}
	}()
	return func() {
		close(quit)
		<-finished
	}
}

// progressLine is one progress report: "selfplay: 1200/3000 games (40%),
// 600 games/s, about 3s left".
func progressLine(done, total int, elapsed time.Duration) string {
	rate := float64(done) / elapsed.Seconds()
	pct := 0
	if total > 0 {
		pct = done * 100 / total
	}
	left := "time left unknown"
	if rate > 0 {
		secs := float64(total-done) / rate
		left = fmt.Sprintf("about %s left", (time.Duration(secs * float64(time.Second))).Round(time.Second))
	}
	return fmt.Sprintf("selfplay: %d/%d games (%d%%), %.0f games/s, %s", done, total, pct, rate, left)
}
