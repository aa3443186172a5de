package report

import (
	"encoding/json"
	"fmt"
	"html"
	"io"
	"sort"
)

var pipeColors = map[string]string{"S": "#9e9e9e", "V": "#e91e63", "M": "#3f51b5", "MTE1": "#009688",
	"MTE2": "#ff9800", "MTE3": "#8bc34a", "FIX": "#795548"}

// Swimlane draws a Chrome trace (as written by WriteTrace) as an SVG: one lane per
// (process, thread) that has slices, time left to right, one rectangle per slice.
func Swimlane(w io.Writer, trace []byte) error {
	var t struct {
		TraceEvents []traceEvent `json:"traceEvents"`
	}
	if err := json.Unmarshal(trace, &t); err != nil {
		return fmt.Errorf("not a Chrome trace: %v", err)
	}
	type key struct{ pid, tid int }
	names := map[key]string{}
	procs := map[int]string{}
	lanes := map[key][]traceEvent{}
	var end float64
	for _, e := range t.TraceEvents {
		k := key{e.PID, e.TID}
		switch e.Ph {
		case "M":
			if n, ok := e.Args["name"].(string); ok {
				if e.Name == "process_name" {
					procs[e.PID] = n
				} else {
					names[k] = n
				}
			}
		case "X":
			lanes[k] = append(lanes[k], e)
			end = max(end, e.TS+e.Dur)
		}
	}
	var keys []key
	for k := range lanes {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return keys[i].pid < keys[j].pid || keys[i].pid == keys[j].pid && keys[i].tid < keys[j].tid
	})
	const left, width, laneH, top = 130.0, 1000.0, 16.0, 30.0
	if end == 0 {
		end = 1
	}
	height := top + laneH*float64(len(keys)) + 30
	fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" font-family="sans-serif" font-size="10">`+"\n", left+width+20, height)
	fmt.Fprintf(w, `<rect width="100%%" height="100%%" fill="white"/>`+"\n")
	fmt.Fprintf(w, `<text x="4" y="14" font-size="12">asc-sim pipe timeline (%.2f µs)</text>`+"\n", end)
	scale := width / end
	for i, k := range keys {
		y := top + laneH*float64(i)
		label := names[k]
		if p := procs[k.pid]; p != "" {
			label = p + " " + label
		}
		if i%2 == 0 {
			fmt.Fprintf(w, `<rect x="0" y="%.1f" width="%.0f" height="%.0f" fill="#f5f5f5"/>`+"\n", y, left+width+20, laneH)
		}
		fmt.Fprintf(w, `<text x="4" y="%.1f">%s</text>`+"\n", y+11, html.EscapeString(label))
		color := pipeColors[names[k]]
		if color == "" {
			color = "#607d8b"
		}
		for _, e := range lanes[k] {
			x := left + e.TS*scale
			wd := max(e.Dur*scale, 0.5)
			loc, _ := e.Args["loc"].(string)
			fmt.Fprintf(w, `<rect x="%.2f" y="%.1f" width="%.2f" height="%.0f" fill="%s" fill-opacity="0.85"><title>%s %s %.3f µs</title></rect>`+"\n",
				x, y+2, wd, laneH-4, color, html.EscapeString(e.Name), html.EscapeString(loc), e.Dur)
		}
	}
	// Time axis with 10 ticks.
	ay := top + laneH*float64(len(keys)) + 4
	fmt.Fprintf(w, `<line x1="%.0f" y1="%.1f" x2="%.0f" y2="%.1f" stroke="black"/>`+"\n", left, ay, left+width, ay)
	for i := 0; i <= 10; i++ {
		x := left + width*float64(i)/10
		fmt.Fprintf(w, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="black"/><text x="%.1f" y="%.1f" text-anchor="middle">%.2f</text>`+"\n",
			x, ay, x, ay+4, x, ay+15, end*float64(i)/10)
	}
	_, err := fmt.Fprintln(w, "</svg>")
	return err
}
