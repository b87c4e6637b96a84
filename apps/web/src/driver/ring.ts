/** A new mission: three beeps and a vibration, so that a driver at the wheel notices it. */
export function ring() {
  navigator.vibrate?.([400, 150, 400, 150, 400]);
  try {
    const audio = new AudioContext();
    for (let i = 0; i < 3; i++) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = 880;
      gain.gain.value = 0.3;
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(audio.currentTime + i * 0.5);
      oscillator.stop(audio.currentTime + i * 0.5 + 0.3);
    }
  } catch {
    // No sound allowed before the first touch: the vibration and the screen remain.
  }
}
