console.log('enhance')
